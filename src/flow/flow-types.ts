// A multi-step form as data: the steps (schema id, optional or required, completion rule, how the
// step reads in the review), the draft slice it keeps answers in, and what submitting does. One
// component (form-flow.tsx) runs every flow; a feature adds its lookups, not a wizard.
import type { ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import type { FormId } from '../../renderers/form-catalogue.ts';
import type { FormRegistry } from '../../renderers/built-in-renderers.ts';
import type { Runtime } from '../settings/runtime.ts';
import type { AppPath } from '../paths/paths.ts';

export interface FlowStep<Id extends string = string> {
  id: Id;
  /** The schema form of the step (schemas/forms/…). */
  form: FormId;
  title: MessageDescriptor;
  /** An optional step whose answers are all empty is skipped; once answered it must be valid. */
  optional?: boolean;
  /**
   * Whether the step is part of the flow given the answers so far (e.g. the card step only when
   * paying by card, a step asked of visitors only). Default: always. A step that does not apply is
   * left out of the step list, Next and Back, the review and the rule for sending; its answers stay
   * in the draft (the submit reads only what applies).
   */
  applies?: (steps: Readonly<Record<Id, FlowStepState>>) => boolean;
  /** The stored answer as form data, when they differ (e.g. a consent stored as a boolean). */
  toForm?: (value: unknown) => object;
  /** Form data as the stored answer. */
  fromForm?: (data: object) => unknown;
  /** A rule beyond "answered and valid" (e.g. the weather needs its description). */
  isComplete?: (value: unknown) => boolean;
  /** The review's text of the answer, when the generic list of labelled answers does not fit. */
  review?: (value: unknown, context: ReviewContext) => ReactNode;
}

export interface ReviewContext {
  formatNumber: (n: number) => string;
}

export interface FlowStepState {
  value: unknown;
  completed: boolean;
}

/** The flow's draft: a valtio slice, persisted through the one persistence helper. */
export interface FlowDraft<Id extends string = string> {
  steps: Record<Id, FlowStepState>;
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
  start: MessageDescriptor;
}

export interface FlowDefinition<Id extends string = string> {
  /** Names the flow (storage of its uploads, css hooks, tests). */
  id: string;
  /** The route the flow lives on; the step is its `step` query parameter. */
  path: AppPath;
  /**
   * Fixed query parameters of every url of the flow, beside `step` (e.g. `{ kind: 'auto' }` when one
   * route runs several flows). Step links, Next, Back, the review's links and Start over keep them.
   */
  query?: Readonly<Record<string, string>>;
  steps: readonly FlowStep<Id>[];
  draft: FlowDraft<Id>;
  messages: FlowMessages;
  /** Sends the answers; resolves to a reference number shown on success. */
  submit: (steps: Record<Id, FlowStepState>) => Promise<{ reference: string }>;
  /** Renderers of the flow's forms when the built-in ones are not enough (e.g. a choice among the
   * account's policies): the built-in registry with the feature's renderers registered on it. */
  registry?: FormRegistry;
  /** formContext of a step's form: the feature's lookups (pickers, geocoding, uploads). */
  formContext?: (step: Id) => Record<string, unknown>;
  /** Called with the previous and new answer of a step (e.g. to drop uploads no longer referenced). */
  onAnswerChange?: (step: Id, before: unknown, after: unknown) => void;
  /** Called when the user clears every answer (Start over). */
  onReset?: (steps: Record<Id, FlowStepState>) => void;
  /** Content shown above a step's form (e.g. the weather fetched for the place). */
  stepExtras?: (step: Id) => ReactNode;
  /** Content shown under the confirmation once the flow is sent, with its reference (e.g. a rating prompt). */
  sentExtras?: (reference: string) => ReactNode;
  /** Work while the flow is shown (e.g. resume queued uploads, prefill a step). */
  useFlowEffects?: (current: Id | 'review') => void;
  /**
   * Values available to every flow message (e.g. the broker's label), given the UI's current
   * locale (e.g. 'fr-CA'): a value formatted here follows a language switch at once.
   */
  messageValues?: (runtime: Runtime, locale: string) => Record<string, string>;
}
