// docs/product-rules.md#navigation-resets: quote state resets on navigation. The drafts are kept while the person stays on /quote
// — moving between steps and kinds, reloading — and cleared on arriving anywhere else; a visitor's,
// also when held back after a reload and never chosen about (docs/product-rules.md#payment-visitors).
// (A sent request's confirmation is memory of the screen, dropped when the quote screen mounts again.)
// Applied by the route gate (src/routes/navigation-rules.ts); this module stays light, as every
// feature's rules are in the first page.
import { PATHS } from '../../paths/paths.ts';
import type { NavigationRule } from '../../routes/navigation-rules.ts';
import { QUOTE_KINDS } from '../../settings/derive-runtime.ts';
import { discardVisitorDrafts } from '../../state/persistence.ts';
import { emptyQuoteSteps, quoteDrafts, quoteSliceName } from './quote-state.ts';

const answered = (kind: keyof typeof quoteDrafts) => Object.values(quoteDrafts[kind].steps).some((step) => step.value !== undefined || step.completed);

export const quoteNavigationRules: NavigationRule[] = [
  {
    name: 'quote requests',
    keeps: (path) => path === PATHS.quote,
    clear: () => {
      // A new steps object: a validity check still running writes to the old one.
      for (const kind of QUOTE_KINDS) if (answered(kind)) quoteDrafts[kind].steps = emptyQuoteSteps();
      // A visitor's copy held back after a reload is not in the draft yet: it goes too.
      discardVisitorDrafts(QUOTE_KINDS.map(quoteSliceName));
    },
  },
];
