import { beforeEach, describe, expect, it } from 'vitest';
import { proxy } from 'valtio';
import { appState } from '../state/app-state.ts';
import { flowSubmitState, submitFlow } from './flow-submit.ts';
import type { FlowAnswers, FlowDefinition, FlowDraft } from './flow-types.ts';

const FORMS = { a: 'claim-note' } as const;

function flowWith(submit: () => Promise<{ reference: string }>, id: string): FlowDefinition<typeof FORMS> {
  const draft = proxy<FlowDraft<FlowAnswers<typeof FORMS>>>({ steps: { a: { value: { note: 'kept' }, completed: true } } });
  return {
    id,
    path: '/claims/form',
    forms: FORMS,
    steps: [{ id: 'a', form: 'claim-note', title: { id: 'x', defaultMessage: 'A' } }],
    draft,
    messages: {} as never,
    submit,
  };
}

describe('submitFlow', () => {
  beforeEach(() => {
    appState.sendingData = false;
  });

  it('puts the app in its sending state while sending, then clears the draft on success', async () => {
    let release: (value: { reference: string }) => void = () => undefined;
    const flow = flowWith(() => new Promise((resolve) => (release = resolve)), 'ok');
    const sending = submitFlow(flow);
    expect(appState.sendingData).toBe(true);
    // A second click while sending does nothing.
    expect(await submitFlow(flow)).toBe(false);
    release({ reference: 'CLM-1' });
    expect(await sending).toBe(true);
    expect(appState.sendingData).toBe(false);
    expect(flow.draft.steps.a.value).toBeUndefined();
    expect(flowSubmitState('ok').submit.data).toEqual({ reference: 'CLM-1' });
  });

  it('keeps every answer when the call fails', async () => {
    const flow = flowWith(() => Promise.reject(new Error('offline')), 'fails');
    expect(await submitFlow(flow)).toBe(false);
    expect(appState.sendingData).toBe(false);
    expect(flow.draft.steps.a.value).toEqual({ note: 'kept' });
    expect(flowSubmitState('fails').submit.success).toBe(false);
  });
});
