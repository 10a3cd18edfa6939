// The one flow component with a flow of two steps on a route shared with other flows: its fixed
// query survives every navigation, and what the flow adds under the sent confirmation is shown.
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { proxy } from 'valtio';
import { renderInApp, setupFixtureBackend } from '../../tests/render-in-app.tsx';
import { warmForms } from '../../tests/warm-forms.ts';
import { PATHS } from '../paths/paths.ts';
import { FormFlow } from './form-flow.tsx';
import { emptySteps, flowSteps } from './flow-steps.ts';
import type { FlowAnswers, FlowDefinition, FlowDraft } from './flow-types.ts';
// Texts of the claim wizard, so the test needs no catalogue of its own.
import { claimFlowMessages, stepTitles } from '../features/claims/claim-wizard-messages.ts';

setupFixtureBackend();

beforeAll(async () => {
  await warmForms('claim-note', 'claim-witness');
});

const FORMS = { note: 'claim-note', witness: 'claim-witness' } as const;
type Forms = typeof FORMS;
const steps = flowSteps(FORMS, {
  note: { title: stepTitles.note },
  witness: { title: stepTitles.witness, optional: true },
});

function testFlow(sent: string[]): FlowDefinition<Forms> {
  return {
    id: 'test-kinds',
    path: PATHS.quote,
    query: { kind: 'auto' },
    forms: FORMS,
    steps,
    draft: proxy<FlowDraft<FlowAnswers<Forms>>>({ steps: emptySteps(FORMS) }),
    messages: claimFlowMessages,
    messageValues: () => ({ broker: 'myBroker' }),
    submit: async (answers) => {
      sent.push(JSON.stringify(answers.note.value));
      return { reference: 'REF-1' };
    },
    sentExtras: (reference) => <p data-testid="extra">After {reference}</p>,
  };
}

const search = (url: string | undefined) => new URLSearchParams(url?.split('?')[1] ?? '');

describe('FormFlow', { timeout: 20_000 }, () => {
  it('keeps the flow’s fixed query in Next, Back, the step links and the review’s links', async () => {
    const sent: string[] = [];
    const app = await renderInApp(<FormFlow flow={testFlow(sent)} />, { path: '/quote?kind=auto' });
    const note = await screen.findByLabelText(/^Note/, undefined, { timeout: 5000 });
    await userEvent.type(note, 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(app.location.history.at(-1)).toBe('/quote?kind=auto&step=witness'));
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(app.location.history.at(-1)).toBe('/quote?kind=auto&step=note'));

    const links = screen.getByRole('navigation', { name: 'Claim steps' }).querySelectorAll('a');
    expect([...links].map((link) => link.getAttribute('href'))).toEqual(['/quote?kind=auto&step=note', '/quote?kind=auto&step=witness', '/quote?kind=auto&step=review']);
    await userEvent.click(links[2] as HTMLAnchorElement);
    await screen.findByRole('button', { name: 'Send the claim' }, { timeout: 5000 });
    const edits = screen.getAllByRole('link', { name: /^Edit/ }).map((link) => link.getAttribute('href'));
    expect(edits).toEqual(['/quote?kind=auto&step=note', '/quote?kind=auto&step=witness']);
    for (const url of app.location.history) expect(search(url).get('kind')).toBe('auto');
  });

  it('shows the flow’s extras under the sent confirmation, outside its status', async () => {
    const sent: string[] = [];
    await renderInApp(<FormFlow flow={testFlow(sent)} />, { path: '/quote?kind=auto&step=note' });
    await userEvent.type(await screen.findByLabelText(/^Note/, undefined, { timeout: 5000 }), 'Hi');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: /Witness/ });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const send = await screen.findByRole('button', { name: 'Send the claim' }, { timeout: 5000 });
    await waitFor(() => expect(send.hasAttribute('disabled')).toBe(false));
    expect(screen.queryByTestId('extra')).toBeNull();
    await userEvent.click(send);
    const status = (await screen.findByText(/Reference number: REF-1$/, undefined, { timeout: 5000 })).closest('[role=status]') as HTMLElement;
    expect(status.textContent).toBe('Your claim was sent to your broker. Reference number: REF-1');
    expect(document.activeElement).toBe(status);
    expect(sent).toEqual(['{"note":"Hi"}']);
    const extra = screen.getByTestId('extra');
    expect(extra.textContent).toBe('After REF-1');
    expect(status.contains(extra)).toBe(false);
    expect(screen.getByRole('link', { name: 'Start a new claim' }).getAttribute('href')).toBe('/quote?kind=auto&step=note');
    // Under the confirmation (a receipt), no Back nor Start over.
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start over' })).toBeNull();
  });
});
