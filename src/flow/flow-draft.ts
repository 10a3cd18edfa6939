// Changes to a flow's draft. A step is completed when it is answered, valid against its schema
// (the same check the form runs) and meets its own rule; validity may need the form's chunk, so
// completion can settle a moment after the value.
import { isValidFormData } from '../../renderers/form-validator.ts';
import { isEmptyAnswer, withoutEmptyParts } from './flow-answers.ts';
import type { FlowDefinition, FlowStep, FlowStepState } from './flow-types.ts';

export function emptySteps<Id extends string>(steps: readonly FlowStep<Id>[]): Record<Id, FlowStepState> {
  return Object.fromEntries(steps.map((step) => [step.id, { value: undefined, completed: false }])) as Record<Id, FlowStepState>;
}

/** The form data of a step's answer. */
export function formDataOf(step: FlowStep, value: unknown): object {
  return step.toForm ? step.toForm(value) : ((value ?? {}) as object);
}

/**
 * The form data of a step's answer as the form gets it: a plain copy. Read in a component, the
 * draft is a read-only snapshot behind a tracking proxy, which the form engine can neither change nor
 * structuredClone (a list in the answer made each change after an unchanged one throw and be lost).
 */
export function editableFormData(step: FlowStep, value: unknown): object {
  return JSON.parse(JSON.stringify(formDataOf(step, value))) as object;
}

/** Completion of a step's answer: answered, valid and meeting the step's own rule. */
export function stepCompletion(step: FlowStep, value: unknown, now: Date = new Date()): boolean | Promise<boolean> {
  if (isEmptyAnswer(value)) return false;
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
export function setStepAnswer<Id extends string>(flow: FlowDefinition<Id>, id: Id, value: unknown): Promise<void> {
  const step = flow.steps.find((s) => s.id === id) as FlowStep<Id>;
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
export async function recheckSteps<Id extends string>(flow: FlowDefinition<Id>): Promise<void> {
  await Promise.all(flow.steps.map((step) => setStepAnswer(flow, step.id, flow.draft.steps[step.id].value)));
}

/** Clears every answer. */
export function resetFlow<Id extends string>(flow: FlowDefinition<Id>): void {
  flow.onReset?.(flow.draft.steps);
  for (const step of flow.steps) nextVersion(flow.draft, step.id);
  flow.draft.steps = emptySteps(flow.steps);
}

export type StepStatus = 'completed' | 'skipped' | 'missing' | 'invalid';

/** How a step stands for sending: required and not completed is missing; optional and empty is skipped. */
export function stepStatus(step: FlowStep, state: FlowStepState): StepStatus {
  if (state.completed) return 'completed';
  if (isEmptyAnswer(state.value)) return step.optional ? 'skipped' : 'missing';
  return 'invalid';
}

/** Whether a step is part of the flow given the answers so far (FlowStep.applies; default yes). */
export function stepApplies<Id extends string>(step: FlowStep<Id>, steps: Record<Id, FlowStepState>): boolean {
  return step.applies ? step.applies(steps) : true;
}

/** The steps that are part of the flow given the answers so far, in order. */
export function activeSteps<Id extends string>(flow: Pick<FlowDefinition<Id>, 'steps'>, steps: Record<Id, FlowStepState>): FlowStep<Id>[] {
  return flow.steps.filter((step) => stepApplies(step, steps));
}

/** Steps that keep the flow from being sent: required ones not completed, optional ones answered but not valid (among those that apply). */
export function blockingSteps<Id extends string>(flow: Pick<FlowDefinition<Id>, 'steps'>, steps: Record<Id, FlowStepState>): FlowStep<Id>[] {
  return activeSteps(flow, steps).filter((step) => {
    const status = stepStatus(step, steps[step.id]);
    return status === 'missing' || status === 'invalid';
  });
}

/** Whether the draft holds any answer (the unsaved-changes guard asks before leaving it). */
export function hasAnswers<Id extends string>(steps: Record<Id, FlowStepState>): boolean {
  return Object.values<FlowStepState>(steps).some((state) => !isEmptyAnswer(state.value));
}
