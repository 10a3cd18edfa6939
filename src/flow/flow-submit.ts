// Each flow's submit state (the request cycle's), kept in memory: a sent flow's reference is shown
// until the next start; the answers themselves live in the flow's persisted draft.
import { proxy } from 'valtio';
import { requestState, runRequest, type RequestState } from '../state/request-cycle.ts';
import { appState } from '../state/app-state.ts';
import { resetFlow } from './flow-draft.ts';
import type { FlowDefinition, StepAnswers, StepForms } from './flow-types.ts';

type SubmitSlice = { submit: RequestState<{ reference: string }> };
const slices = new Map<string, SubmitSlice>();

export function flowSubmitState(flowId: string): SubmitSlice {
  let slice = slices.get(flowId);
  if (!slice) slices.set(flowId, (slice = proxy<SubmitSlice>({ submit: requestState<{ reference: string }>() })));
  return slice;
}

/**
 * Sends the flow's answers: the app is in its sending state meanwhile (menus disabled, leaving
 * asks first); on success the draft is cleared, on failure it is kept as it was.
 */
export async function submitFlow<M extends StepForms, A extends StepAnswers<M>>(flow: FlowDefinition<M, A>): Promise<boolean> {
  const slice = flowSubmitState(flow.id);
  if (slice.submit.inProgress) return false; // One send at a time: a second click does nothing.
  appState.sendingData = true;
  try {
    // The failure's data is kept: a refusal may name the field at fault (flow-review.tsx).
    const outcome = await runRequest(slice, 'submit', () => flow.submit(flow.draft.steps), { keepPayload: true });
    if (outcome.ok) resetFlow(flow);
    return outcome.ok;
  } finally {
    appState.sendingData = false;
  }
}
