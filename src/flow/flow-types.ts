// A multi-step form as data: the steps (schema id, optional or required, completion rule, how the
// step reads in the review), the draft slice it keeps answers in, and what submitting does. One
// component (form-flow.tsx) runs every flow; a feature adds its lookups, not a wizard.
import type { ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import type { FormAnswers, FormId } from '../../renderers/form-catalogue.ts';
import type { FormRegistry } from '../../renderers/built-in-renderers.ts';
import type { Runtime } from '../settings/runtime.ts';
import type { AppPath } from '../paths/paths.ts';

/** A flow's steps in order: step id → the schema form the step asks (written once per flow). */
export type StepForms = Readonly<Record<string, FormId>>;

/** The step ids of a flow's step map. */
export type StepId<M extends StepForms> = keyof M & string;

/**
 * An answer as the draft holds it: what the form gave so far, so any part may still be missing and
 * a list may have any length (a step is stored as it is typed, valid or not; completion says
 * whether it is valid). Lists are read only, as the draft's snapshots give them.
 */
export type PartialAnswer<T> = T extends readonly (infer Item)[] ? readonly PartialAnswer<Item>[] : T extends object ? { [K in keyof T]?: PartialAnswer<T[K]> } : T;

/** The form data of step `S` as the form gives it: its schema's type, any part possibly missing. */
export type StepFormData<M extends StepForms, S extends StepId<M>> = PartialAnswer<FormAnswers<M[S]>>;

/**
 * What each step of a flow keeps in its draft: its form's data, typed from the form's schema —
 * unless the step stores something else (e.g. a consent kept as a boolean), which the flow
 * declares in `Stored` (and converts with the step's toForm/fromForm).
 */
export type FlowAnswers<M extends StepForms, Stored extends { [S in StepId<M>]?: unknown } = Record<never, never>> = {
  [S in StepId<M>]: S extends keyof Stored ? Stored[S] : StepFormData<M, S>;
};

/** A value per step of `M`: what every flow's answers are (FlowAnswers or the flow's own). */
export type StepAnswers<M extends StepForms> = { [S in StepId<M>]: unknown };

export interface FlowStepState<T = unknown> {
  value: T | undefined;
  completed: boolean;
}

/** Every step's state, typed from the flow's answers. */
export type FlowSteps<A> = { [S in keyof A]: FlowStepState<A[S]> };

/**
 * A step of a flow: its id and form (from the flow's step map) and its rules, typed from the
 * step's answer. A flow writes each step's rules with its own `S` (flowSteps); the flow keeps them
 * as steps of any of its ids (`FlowStep`): rules are methods, whose parameters may narrow so.
 */
export interface FlowStepOf<M extends StepForms, A extends StepAnswers<M>, S extends StepId<M>> {
  id: S;
  /** The schema form of the step (schemas/forms/…). */
  form: M[S];
  title: MessageDescriptor;
  /** An optional step whose answers are all empty is skipped; once answered it must be valid. */
  optional?: boolean;
  /**
   * Whether the step is part of the flow given the answers so far (e.g. the card step only when
   * paying by card, a step asked of visitors only). Default: always. A step that does not apply is
   * left out of the step list, Next and Back, the review and the rule for sending; its answers stay
   * in the draft (the submit reads only what applies).
   */
  applies?(steps: Readonly<FlowSteps<A>>): boolean;
  /** The stored answer as form data, when they differ (e.g. a consent stored as a boolean). */
  toForm?(value: A[S] | undefined): StepFormData<M, S>;
  /** Form data as the stored answer. */
  fromForm?(data: StepFormData<M, S>): A[S] | undefined;
  /** A rule beyond "answered and valid" (e.g. the weather needs its description). */
  isComplete?(value: A[S]): boolean;
  /**
   * A required step the app answers itself once other steps are answered (the weather, once the
   * place and time of the accident are known): while this holds and the step is empty, Next passes
   * it; the step stays required, so the review still asks for it if nothing came.
   */
  answeredLater?(steps: Readonly<FlowSteps<A>>): boolean;
  /** The review's text of the answer, when the generic list of labelled answers does not fit. */
  review?(value: A[S] | undefined, context: ReviewContext): ReactNode;
}

/** toForm and fromForm, required of a step whose stored answer is not its form's data. */
type Conversions<M extends StepForms, A extends StepAnswers<M>, S extends StepId<M>> = [A[S]] extends [StepFormData<M, S>]
  ? [StepFormData<M, S>] extends [A[S]]
    ? unknown
    : Required<Pick<FlowStepOf<M, A, S>, 'toForm' | 'fromForm'>>
  : Required<Pick<FlowStepOf<M, A, S>, 'toForm' | 'fromForm'>>;

/**
 * A step's title, optional flag and rules: what a flow writes per step (its id and form come from
 * the step map). A step that stores something else than its form's data must say how to convert.
 */
export type StepRules<M extends StepForms, A extends StepAnswers<M>, S extends StepId<M>> = Omit<FlowStepOf<M, A, S>, 'id' | 'form'> & Conversions<M, A, S>;

/** A step of the flow `M`, whichever it is. */
export type FlowStep<M extends StepForms, A extends StepAnswers<M> = FlowAnswers<M>> = FlowStepOf<M, A, StepId<M>>;

interface ReviewContext {
  formatNumber: (n: number) => string;
}

/** The flow's draft: a valtio slice, persisted through the one persistence helper. */
export interface FlowDraft<A = Record<string, unknown>> {
  steps: FlowSteps<A>;
}

export interface FlowMessages {
  /** Accessible name of the step list. */
  steps: MessageDescriptor;
  reviewIntro: MessageDescriptor;
  submit: MessageDescriptor;
  /** Values: reference. */
  sent: MessageDescriptor;
  /** Values: message (the server's, or the generic one). */
  submitFailed: MessageDescriptor;
  /** A send the server refused (a 4xx with its reason): values: message, the server's reason. Default: submitFailed. */
  submitRefused?: MessageDescriptor;
  start: MessageDescriptor;
}

/**
 * A flow: its steps (from its step map `M`), the draft slice that keeps its answers `A`, and what
 * submitting does.
 */
export interface FlowDefinition<M extends StepForms, A extends StepAnswers<M> = FlowAnswers<M>> {
  /** Names the flow (storage of its uploads, css hooks, tests). */
  id: string;
  /** The route the flow lives on; the step is its `step` query parameter. */
  path: AppPath;
  /**
   * Fixed query parameters of every url of the flow, beside `step` (e.g. `{ kind: 'auto' }` when one
   * route runs several flows). Step links, Next, Back, the review's links and Start over keep them.
   */
  query?: Readonly<Record<string, string>>;
  /** The step map: step id → form id, in step order. */
  forms: M;
  /** The steps of the map with their rules, in its order (flowSteps). */
  steps: readonly FlowStep<M, A>[];
  draft: FlowDraft<A>;
  messages: FlowMessages;
  /** Sends the answers; resolves to a reference number shown on success. */
  submit(steps: FlowSteps<A>): Promise<{ reference: string }>;
  /**
   * An earlier send of these answers whose outcome is unknown (e.g. a payment whose answer was
   * lost): the review says so (the flow's submitFailed, shown while it lasts) instead of listing
   * what is missing, and its button (the flow's submit text) checks it rather than sending anew,
   * once `ready` (the steps' completion does not count then). Null when there is none.
   */
  unconfirmedSend?(steps: FlowSteps<A>): { ready: boolean } | null;
  /** Renderers of the flow's forms when the built-in ones are not enough (e.g. a choice among the
   * account's policies): the built-in registry with the feature's renderers registered on it. */
  registry?: FormRegistry;
  /** formContext of a step's form: the feature's lookups (pickers, geocoding, uploads). */
  formContext?(step: StepId<M>): Record<string, unknown>;
  /**
   * The step (and the field of its form, when it has one) that a field of the submit request came
   * from, by the JSON pointer a refusal names (e.g. `/occurredAt` → the date and time step), so the
   * review links the user to what to change.
   */
  fieldOf?(pointer: string): { step: StepId<M>; field?: string } | undefined;
  /**
   * Asks the server about a step's answer before Next moves on (e.g. a visitor's typed policy: its
   * limits and ways to pay). Once it settles, the step's completion is checked again: when it no
   * longer holds, the step stays and its form shows why (its formContext has what was learnt).
   */
  checkStep?(step: StepId<M>): Promise<void>;
  /** Called with the previous and new answer of a step (e.g. to drop uploads no longer referenced). */
  onAnswerChange?(step: StepId<M>, before: unknown, after: unknown): void;
  /** Called when the user clears every answer (Start over). */
  onReset?(steps: FlowSteps<A>): void;
  /** Content shown above a step's form (e.g. the weather fetched for the place). */
  stepExtras?(step: StepId<M>): ReactNode;
  /** Content shown under the confirmation once the flow is sent, with its reference (e.g. a rating prompt). */
  sentExtras?(reference: string): ReactNode;
  /** Work while the flow is shown (e.g. resume queued uploads, prefill a step). */
  useFlowEffects?(current: StepId<M> | 'review'): void;
  /**
   * Values available to every flow message (e.g. the broker's label), given the UI's current
   * locale (e.g. 'fr-CA'): a value formatted here follows a language switch at once.
   */
  messageValues?(runtime: Runtime, locale: string): Record<string, string>;
}
