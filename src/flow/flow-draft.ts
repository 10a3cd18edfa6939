// Changes to a flow's draft. A step is completed when it is answered, valid against its schema
// (the same check the form runs) and meets its own rule; validity may need the form's chunk, so
// completion can settle a moment after the value.
import { isValidFormData } from '../../renderers/form-validator.ts';
import { isEmptyAnswer, withoutEmptyParts } from './flow-answers.ts';
import { emptySteps } from './flow-steps.ts';
import type { FlowDefinition, FlowStep, FlowSteps, FlowStepState, StepAnswers, StepFormData, StepForms, StepId } from './flow-types.ts';

/** The form data of a step's answer: the answer itself unless the step stores something else. */
export function formDataOf<M extends StepForms, A extends StepAnswers<M>>(step: FlowStep<M, A>, value: A[StepId<M>] | undefined): object {
  const data: unknown = step.toForm ? step.toForm(value) : value;
  return typeof data === 'object' && data !== null ? data : {};
}

/**
 * The form data of a step's answer as the form gets it: a plain copy. Read in a component, the
 * draft is a read-only snapshot behind a tracking proxy, which the form engine can neither change nor
 * structuredClone (a list in the answer made each change after an unchanged one throw and be lost).
 */
export function editableFormData<M extends StepForms, A extends StepAnswers<M>>(step: FlowStep<M, A>, value: A[StepId<M>] | undefined): StepFormData<M, StepId<M>> {
  // A JSON round trip of the step's form data, so of the same type.
  const copy: StepFormData<M, StepId<M>> = JSON.parse(JSON.stringify(formDataOf(step, value)));
  return copy;
}

/** Completion of a step's answer: answered, valid and meeting the step's own rule. */
function stepCompletion<M extends StepForms, A extends StepAnswers<M>>(step: FlowStep<M, A>, value: A[StepId<M>] | undefined, now: Date = new Date()): boolean | Promise<boolean> {
  if (value === undefined || isEmptyAnswer(value)) return false;
  if (step.isComplete && !step.isComplete(value)) return false;
  return isValidFormData(step.form, formDataOf(step, value), now);
}

// Which change of a step is the latest, so a slow validity check never overwrites a newer answer.
const versions = new WeakMap<object, Map<string, number>>();

function nextVersion(draft: object, id: string): number {
  let map = versions.get(draft);
  if (!map) versions.set(draft, (map = new Map()));
  const version = (map.get(id) ?? 0) + 1;
  map.set(id, version);
  return version;
}

/** Stores a step's answer (without empty parts for optional steps) and settles its completion. */
export function setStepAnswer<M extends StepForms, A extends StepAnswers<M>, S extends StepId<M>>(flow: FlowDefinition<M, A>, id: S, value: A[S] | undefined): Promise<void> {
  const step = flow.steps.find((s) => s.id === id);
  if (!step) return Promise.resolve(); // Not a step of this flow: nothing to store.
  const stored = step.optional ? withoutEmptyParts(value) : value;
  const steps = flow.draft.steps;
  const version = nextVersion(flow.draft, id);
  const completion = stepCompletion(step, stored);
  steps[id] = { value: stored, completed: completion === true };
  if (typeof completion === 'boolean') return Promise.resolve();
  return completion.then(
    (completed) => {
      if (versions.get(flow.draft)?.get(id) === version) steps[id].completed = completed;
    },
    () => undefined, // The form's chunk did not load: completion stays unknown (false) until the next change.
  );
}

/** Checks every step's completion again (e.g. answers restored from storage, rules changed). */
export async function recheckSteps<M extends StepForms, A extends StepAnswers<M>>(flow: FlowDefinition<M, A>): Promise<void> {
  await Promise.all(flow.steps.map((step) => setStepAnswer(flow, step.id, flow.draft.steps[step.id].value)));
}

/** Clears every answer. */
export function resetFlow<M extends StepForms, A extends StepAnswers<M>>(flow: FlowDefinition<M, A>): void {
  flow.onReset?.(flow.draft.steps);
  for (const step of flow.steps) nextVersion(flow.draft, step.id);
  flow.draft.steps = emptySteps<M, A>(flow.forms);
}

type StepStatus = 'completed' | 'skipped' | 'missing' | 'invalid';

/** How a step stands for sending: required and not completed is missing; optional and empty is skipped. */
export function stepStatus(step: Pick<FlowStep<StepForms, StepAnswers<StepForms>>, 'optional'>, state: FlowStepState): StepStatus {
  if (state.completed) return 'completed';
  if (isEmptyAnswer(state.value)) return step.optional ? 'skipped' : 'missing';
  return 'invalid';
}

/** Whether a step is part of the flow given the answers so far (FlowStep.applies; default yes). */
export function stepApplies<M extends StepForms, A extends StepAnswers<M>>(step: FlowStep<M, A>, steps: FlowSteps<A>): boolean {
  return step.applies ? step.applies(steps) : true;
}

/** The steps that are part of the flow given the answers so far, in order. */
export function activeSteps<M extends StepForms, A extends StepAnswers<M>>(flow: Pick<FlowDefinition<M, A>, 'steps'>, steps: FlowSteps<A>): FlowStep<M, A>[] {
  return flow.steps.filter((step) => stepApplies(step, steps));
}

/** Steps that keep the flow from being sent: required ones not completed, optional ones answered but not valid (among those that apply). */
export function blockingSteps<M extends StepForms, A extends StepAnswers<M>>(flow: Pick<FlowDefinition<M, A>, 'steps'>, steps: FlowSteps<A>): FlowStep<M, A>[] {
  return activeSteps(flow, steps).filter((step) => {
    const status = stepStatus(step, steps[step.id]);
    return status === 'missing' || status === 'invalid';
  });
}

/** Whether the draft holds any answer (the unsaved-changes guard asks before leaving it). */
export function hasAnswers<A>(steps: FlowSteps<A>): boolean {
  return Object.values<FlowStepState>(steps).some((state) => !isEmptyAnswer(state.value));
}
