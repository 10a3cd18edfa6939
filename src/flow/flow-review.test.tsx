// The review's send, refused or failed (docs/adr/0081-a-refusal-names-its-field.md): a refusal
// shows the server's reason and leads to the step (and field) it names; a failure keeps "please try
// again". And a step answered later by the app is passed by Next while it is empty.
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { proxy } from 'valtio';
import { renderInApp, setupFixtureBackend } from '../../tests/render-in-app.tsx';
import { warmForms } from '../../tests/warm-forms.ts';
import { ApiError, extractApiError, networkError } from '../api/api-error.ts';
import { PATHS } from '../paths/paths.ts';
import { FormFlow } from './form-flow.tsx';
import { emptySteps, flowSteps } from './flow-steps.ts';
import type { FlowAnswers, FlowDefinition, FlowDraft } from './flow-types.ts';
import { flowSubmitState } from './flow-submit.ts';
import { resetRequest } from '../state/request-cycle.ts';
// Texts of the claim wizard, so the test needs no catalogue of its own.
import { claimFlowMessages, stepTitles } from '../features/claims/claim-wizard-messages.ts';

setupFixtureBackend();

beforeAll(async () => {
  await warmForms('claim-note', 'claim-what-happened');
});

const FORMS = { whatHappened: 'claim-what-happened', note: 'claim-note' } as const;
type Forms = typeof FORMS;

function testFlow(failure: () => Error, options: { later?: boolean } = {}): FlowDefinition<Forms> {
  const steps = flowSteps(FORMS, {
    whatHappened: { title: stepTitles.whatHappened, ...(options.later ? { answeredLater: () => true } : {}) },
    note: { title: stepTitles.note },
  });
  const id = `review-test-${Math.random()}`;
  resetRequest(flowSubmitState(id).submit);
  return {
    id,
    path: PATHS.claimForm,
    forms: FORMS,
    steps,
    draft: proxy<FlowDraft<FlowAnswers<Forms>>>({
      steps: { ...emptySteps(FORMS), whatHappened: { value: { type: 'collision', description: 'Rear-ended.' }, completed: true }, note: { value: { note: 'Icy.' }, completed: true } },
    }),
    messages: claimFlowMessages,
    messageValues: () => ({ broker: 'myBroker' }),
    submit: () => Promise.reject(failure()),
    fieldOf: (pointer) => (pointer.startsWith('/damage') ? { step: 'whatHappened', field: pointer.split('/')[2] } : pointer === '/note' ? { step: 'note' } : undefined),
  };
}

async function send(flow: FlowDefinition<Forms>, language: 'en' | 'fr' = 'en'): Promise<HTMLElement> {
  const app = await renderInApp(<FormFlow flow={flow} />, { path: '/claims/form?step=review', language });
  const button = await screen.findByRole('button', { name: language === 'fr' ? 'Envoyer la réclamation' : 'Send the claim' }, { timeout: 5000 });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  await userEvent.click(button);
  void app;
  return screen.findByRole('alert');
}

describe('FlowReview: a send refused or failed', { timeout: 20_000 }, () => {
  it('shows the server’s reason of a refusal, and links to the step and field it names', async () => {
    const refusal = () => extractApiError(400, { data: { error: { message: 'This kind of damage is not covered.' }, code: 400, errors: [{ pointer: '/damage/type', message: 'This kind of damage is not covered.' }] } });
    const alert = await send(testFlow(refusal));
    expect(alert.textContent).toBe('Your claim was not sent: This kind of damage is not covered.Please check: What happened: Type of damage');
    const link = within(alert).getByRole('link', { name: 'What happened: Type of damage' });
    expect(link.getAttribute('href')).toBe('/claims/form?step=whatHappened');
  });

  it('names the step alone when the field is not one of its form', async () => {
    const refusal = () => extractApiError(400, { errors: [{ pointer: '/note', message: 'is not allowed here' }] });
    const alert = await send(testFlow(refusal));
    // The contract check's answer has no message of its own: the generic reason, in the user's words.
    expect(alert.textContent).toBe('Your claim was not sent: Something went wrong, please try again.Please check: Note');
  });

  it('speaks French', async () => {
    const refusal = () => extractApiError(400, { data: { error: { message: 'Ce type de dommage n’est pas couvert.' }, code: 400, errors: [{ pointer: '/damage/type', message: '…' }] } });
    const alert = await send(testFlow(refusal), 'fr');
    expect(alert.textContent).toBe('Votre réclamation n’a pas été envoyée\u00a0: Ce type de dommage n’est pas couvert.Veuillez vérifier\u00a0: Ce qui s’est passé\u00a0: Type de dommage');
  });

  it.each([
    ['a network failure', () => networkError(new TypeError('Failed to fetch'))],
    ['a server error', () => extractApiError(500, { data: { error: { message: 'Internal error' }, code: 500 } })],
    ['a lapsed session', () => extractApiError(401, { data: { error: { message: 'Your session has expired. Please log in again.' }, code: 401 } })],
  ] as const)('keeps “please try again” for %s: no reason to act on, no link', async (_name, failure: () => ApiError) => {
    const alert = await send(testFlow(failure));
    expect(alert.textContent).toBe('Your claim was not sent. Your answers are kept; please try again.');
    expect(within(alert).queryByRole('link')).toBeNull();
  });
});

describe('FormFlow: a step answered later', { timeout: 20_000 }, () => {
  it('lets Next pass it while it is empty, and the review still asks for it', async () => {
    const flow = testFlow(() => new Error('unused'), { later: true });
    flow.draft.steps.whatHappened = { value: undefined, completed: false };
    const app = await renderInApp(<FormFlow flow={flow} />, { path: '/claims/form?step=whatHappened' });
    await screen.findByLabelText(/Description of what happened/, undefined, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(app.location.history.at(-1)).toBe('/claims/form?step=note'));
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const missing = await screen.findByRole('note', {}, { timeout: 5000 });
    expect(within(missing).getByRole('link', { name: 'What happened' })).toBeTruthy();
  });
});
