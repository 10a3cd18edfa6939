// The quote drafts (docs/product-rules.md#quote): one per kind of quote, each a flow draft of the same five steps
// (who, what, where, current insurer, start). Persisted like every slice but the review, so a
// reload keeps the answers; reset on leaving /quote (quote-navigation.ts).
import { proxy } from 'valtio';
import { emptySteps } from '../../flow/flow-steps.ts';
import type { FlowAnswers, FlowDraft, FlowSteps, StepForms, StepId } from '../../flow/flow-types.ts';
import type { FormId } from '../../../renderers/form-catalogue.ts';
import type { QuoteKind } from '../../settings/settings-types.ts';
import { QUOTE_KINDS } from '../../settings/derive-runtime.ts';

/** The form of the "what" step per kind. */
export const WHAT_FORM = {
  auto: 'quote-vehicle',
  home: 'quote-home',
  tenant: 'quote-tenant',
  condo: 'quote-condo',
  business: 'quote-business',
} as const satisfies Record<QuoteKind, FormId>;

/** A kind's steps in order: step id → its schema form (the "what" step asks the kind's own form). */
export function quoteForms<K extends QuoteKind>(kind: K) {
  return { who: 'quote-who', what: WHAT_FORM[kind], where: 'quote-address', insurer: 'quote-insurer', start: 'quote-start' } as const satisfies StepForms;
}

/** The steps of any kind of quote. */
export type QuoteForms = ReturnType<typeof quoteForms>;
export type QuoteStepId = StepId<QuoteForms>;
/** What a quote draft keeps per step: each form's data, typed from its schema (the "what" step's, of any kind). */
export type QuoteAnswers = FlowAnswers<QuoteForms>;
type QuoteDraft = FlowDraft<QuoteAnswers>;

export function emptyQuoteSteps(): FlowSteps<QuoteAnswers> {
  // Every kind has the same step ids; the "what" form does not change them.
  return emptySteps<QuoteForms>(quoteForms('auto'));
}

/** Each kind's draft, a slice of its own (storage name: quoteSliceName(kind)). */
export const quoteDrafts = Object.fromEntries(QUOTE_KINDS.map((kind) => [kind, proxy<QuoteDraft>({ steps: emptyQuoteSteps() })])) as Record<QuoteKind, QuoteDraft>;

/** The storage name of a kind's draft, e.g. quoteAuto. */
export function quoteSliceName(kind: QuoteKind): string {
  return `quote${kind.charAt(0).toUpperCase()}${kind.slice(1)}`;
}
