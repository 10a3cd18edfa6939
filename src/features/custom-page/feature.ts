import { defineMessages } from 'react-intl';
import { defineFeature, lazyScreen } from '../define-feature.ts';
import { customPageState, initialCustomPageState } from './custom-page-state.ts';
import { PATHS } from '../../paths/paths.ts';

const m = defineMessages({ title: { id: 'route.customPage.title', defaultMessage: 'Information' } });

// Custom content page (docs/product-rules.md#custom-page, not shown in menus); menu entries of type customPage lead here.
export const feature = defineFeature({
  name: 'custom-page',
  routes: [
    {
      path: PATHS.customPage,
      access: 'hidden',
      title: m.title,
      screen: lazyScreen(() => import('./custom-page-screen.tsx')),
      // The page leaves as the route is entered (src/state/entered-call.ts).
      enter: (query) => import('./custom-page-calls.ts').then((calls) => calls.enterCustomPage(query)),
    },
  ],
  slices: [{ name: 'customPage', state: customPageState, initial: initialCustomPageState(), persist: false }],
});
