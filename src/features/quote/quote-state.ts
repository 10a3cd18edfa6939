// The quote drafts (docs/product-rules.md#quote): one per kind of quote, each a flow draft of the same five steps
// (who, what, where, current insurer, start). Persisted like every slice but the review, so a
// reload keeps the answers; reset on leaving /quote (quote-navigation.ts).
import { proxy } from 'valtio';
import type { FlowDraft, FlowStepState } from '../../flow/flow-types.ts';
import type { QuoteKind } from '../../settings/settings-types.ts';
import { QUOTE_KINDS } from '../../settings/derive-runtime.ts';

export const QUOTE_STEPS = ['who', 'what', 'where', 'insurer', 'start'] as const;
export type QuoteStepId = (typeof QUOTE_STEPS)[number];
export type QuoteDraft = FlowDraft<QuoteStepId>;

export function emptyQuoteSteps(): Record<QuoteStepId, FlowStepState> {
  return Object.fromEntries(QUOTE_STEPS.map((step) => [step, { value: undefined, completed: false }])) as Record<QuoteStepId, FlowStepState>;
}

/** Each kind's draft, a slice of its own (storage name: quoteSliceName(kind)). */
export const quoteDrafts = Object.fromEntries(QUOTE_KINDS.map((kind) => [kind, proxy<QuoteDraft>({ steps: emptyQuoteSteps() })])) as Record<QuoteKind, QuoteDraft>;

/** The storage name of a kind's draft, e.g. quoteAuto. */
export function quoteSliceName(kind: QuoteKind): string {
  return `quote${kind.charAt(0).toUpperCase()}${kind.slice(1)}`;
}
