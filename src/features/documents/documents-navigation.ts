// docs/product-rules.md#navigation-resets navigation rules of the documents feature: policy details are kept only on the policy
// summary and slip routes, the selected document on any route whose path contains "document";
// elsewhere both are cleared on navigation. Applied by the route gate (src/routes/navigation-rules.ts).
import { PATHS } from '../../paths/paths.ts';
import { resetRequest } from '../../state/request-cycle.ts';
import type { NavigationRule } from '../../routes/navigation-rules.ts';
import { documentsState } from './documents-state.ts';

export const documentsNavigationRules: NavigationRule[] = [
  {
    name: 'policy details',
    keeps: (path) => path === PATHS.policySummary || path === PATHS.createSlip,
    clear: () => {
      resetRequest(documentsState.policyDetails);
      documentsState.policy = null;
    },
  },
  {
    name: 'selected document',
    keeps: (path) => path.includes('document'),
    clear: () => {
      documentsState.document = null;
    },
  },
];
