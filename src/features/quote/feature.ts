import { defineFeature, lazyScreen } from '../define-feature.ts';
import { PATHS } from '../../paths/paths.ts';
import { QUOTE_KINDS } from '../../settings/derive-runtime.ts';
import { emptyQuoteSteps, quoteDrafts, quoteSliceName } from './quote-state.ts';
import { quoteNavigationRules } from './quote-navigation.ts';
import { quoteRouteMessages as m } from './quote-route-messages.ts';

const slices = QUOTE_KINDS.map(quoteSliceName);

// Quote requests (docs/product-rules.md#quote): the kinds the brokerage offers, each a flow; public.
export const feature = defineFeature({
  name: 'quote',
  key: 'requestQuote',
  routes: [{ path: PATHS.quote, feature: 'requestQuote', access: 'public', title: m.title, screen: lazyScreen(() => import('./quote-screen.tsx'), slices) }],
  menu: { icon: 'Quote', defaultEntry: { order: 1, name: m.menuName, description: m.menuDescription } },
  // One draft per kind, persisted (a reload keeps it; leaving /quote clears it), checked against
  // schemas/state/quote.schema.json, whose validator loads with the quote screen (not in the first
  // page). Drafts belong to the signed-in user; visitors ask for quotes too, and a visitor's draft
  // (name, e-mail, phone) is kept as a visitor's (src/state/persistence.ts: the tab only, expiring).
  slices: QUOTE_KINDS.map((kind) => ({
    name: quoteSliceName(kind),
    state: quoteDrafts[kind],
    initial: { steps: emptyQuoteSteps() },
    persist: true,
    schema: { load: () => import('../../generated/state/quote.validator.js').then((v) => v.StoredQuoteState) },
    perUser: true,
    visitors: true,
  })),
  navigation: quoteNavigationRules,
});
