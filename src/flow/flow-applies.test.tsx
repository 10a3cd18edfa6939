// Steps that apply only to some answers (FlowStep.applies): left out of the step list, Next and
// Back, the review and the rule for sending while they do not apply; their answers stay.
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { proxy } from 'valtio';
import { renderInApp, setupFixtureBackend } from '../../tests/render-in-app.tsx';
import { warmForms } from '../../tests/warm-forms.ts';
import { PATHS } from '../paths/paths.ts';
import { FormFlow } from './form-flow.tsx';
import { activeSteps, blockingSteps } from './flow-draft.ts';
import { emptySteps, flowSteps } from './flow-steps.ts';
import type { FlowAnswers, FlowDefinition, FlowDraft, FlowSteps } from './flow-types.ts';
// Texts of the claim wizard, so the test needs no catalogue of its own.
import { claimFlowMessages, stepTitles } from '../features/claims/claim-wizard-messages.ts';

setupFixtureBackend();

beforeAll(async () => {
  await warmForms('claim-note', 'claim-witness', 'claim-officer');
});

const FORMS = { note: 'claim-note', witness: 'claim-witness', officer: 'claim-officer' } as const;
type Forms = typeof FORMS;
const mentions = (steps: Readonly<FlowSteps<FlowAnswers<Forms>>>, word: string) => String(steps.note.value?.note ?? '').includes(word);
const steps = flowSteps(FORMS, {
  note: { title: stepTitles.note },
  // Required while it applies: a claim that mentions a witness must name one.
  witness: { title: stepTitles.witness, applies: (answers) => mentions(answers, 'witness') },
  officer: { title: stepTitles.officer, optional: true },
});

function testFlow(): FlowDefinition<Forms> {
  return {
    id: 'test-applies',
    path: PATHS.claimForm,
    forms: FORMS,
    steps,
    draft: proxy<FlowDraft<FlowAnswers<Forms>>>({ steps: emptySteps(FORMS) }),
    messages: claimFlowMessages,
    messageValues: () => ({ broker: 'myBroker' }),
    submit: async () => ({ reference: 'REF-2' }),
  };
}

const answered = (note: string): FlowSteps<FlowAnswers<Forms>> => ({
  note: { value: { note }, completed: true },
  witness: { value: undefined, completed: false },
  officer: { value: undefined, completed: false },
});

describe('steps that apply to some answers', () => {
  it('are active, and block sending, only while they apply', () => {
    expect(activeSteps({ steps }, answered('Icy road')).map((step) => step.id)).toEqual(['note', 'officer']);
    expect(blockingSteps({ steps }, answered('Icy road'))).toEqual([]);
    expect(activeSteps({ steps }, answered('A witness saw it')).map((step) => step.id)).toEqual(['note', 'witness', 'officer']);
    expect(blockingSteps({ steps }, answered('A witness saw it')).map((step) => step.id)).toEqual(['witness']);
  });

  it('are left out of the step list, Next, the review and its missing list until an answer makes them apply', { timeout: 20_000 }, async () => {
    const flow = testFlow();
    const app = await renderInApp(<FormFlow flow={flow} />, { path: '/claims/form' });
    const note = await screen.findByLabelText(/^Note/, undefined, { timeout: 5000 });
    const stepLinks = () => [...screen.getByRole('navigation', { name: 'Claim steps' }).querySelectorAll('a')].map((link) => link.firstChild?.textContent);
    expect(stepLinks()).toEqual(['Note', 'Investigating officer', 'Review and send']);
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();

    await userEvent.type(note, 'Icy road');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(app.location.history.at(-1)).toBe('/claims/form?step=officer'));

    // An answer that makes the witness step apply: it joins the list, Next and the review.
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    const again = await screen.findByLabelText(/^Note/);
    await userEvent.type(again, ', a witness saw it');
    await waitFor(() => expect(stepLinks()).toEqual(['Note', 'Witness', 'Investigating officer', 'Review and send']));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(app.location.history.at(-1)).toBe('/claims/form?step=witness'));

    // On the review: the step and its hold on sending come and go with the answer.
    flow.draft.steps.note = { value: { note: 'Icy road' }, completed: true };
    app.location.navigate('/claims/form?step=review');
    const send = await screen.findByRole('button', { name: 'Send the claim' }, { timeout: 5000 });
    await waitFor(() => expect(send.hasAttribute('disabled')).toBe(false));
    expect(screen.queryByText('Witness')).toBeNull();
    flow.draft.steps.note = { value: { note: 'A witness saw it' }, completed: true };
    await waitFor(() => expect(send.hasAttribute('disabled')).toBe(true));
    const missing = screen.getByRole('note');
    expect(missing.textContent).toContain('Witness');
  });
});
