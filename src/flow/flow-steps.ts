// A flow's steps from its step map (step id → form id, written once per flow): the map gives the
// order, the ids and each step's form; the flow adds each step's title and rules. Light: a draft
// slice on the first page needs its empty steps, not the form engine.
import type { FlowAnswers, FlowStep, FlowSteps, StepAnswers, StepFormData, StepForms, StepId, StepRules } from './flow-types.ts';

/** The step ids of a step map, in order. */
function stepIds<M extends StepForms>(forms: M): StepId<M>[] {
  return Object.keys(forms);
}

/** Every step of the map, in its order, with its title and rules (each typed from its own answer). */
export function flowSteps<M extends StepForms, A extends StepAnswers<M> = FlowAnswers<M>>(forms: M, rules: { [S in StepId<M>]: StepRules<M, A, S> }): FlowStep<M, A>[] {
  return stepIds(forms).map((id) => ({ ...rules[id], id, form: forms[id] }));
}

/** Every step of the map unanswered. */
export function emptySteps<M extends StepForms, A extends StepAnswers<M> = FlowAnswers<M>>(forms: M): FlowSteps<A> {
  // Object.fromEntries cannot say which keys it makes: they are the map's, as FlowSteps<A> has.
  return Object.fromEntries(stepIds(forms).map((id) => [id, { value: undefined, completed: false }])) as FlowSteps<A>;
}

/**
 * The answer to store for a step's form data: the step's own conversion, else the data itself.
 * Sound because StepRules requires fromForm of every step whose stored answer is not its form's
 * data; the compiler cannot follow that rule through a step of any id, hence the one assertion.
 */
export function storedAnswer<M extends StepForms, A extends StepAnswers<M>>(step: FlowStep<M, A>, data: StepFormData<M, StepId<M>>): A[StepId<M>] | undefined {
  return step.fromForm ? step.fromForm(data) : (data as A[StepId<M>]);
}
