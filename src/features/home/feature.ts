import { defineMessages } from 'react-intl';
import { defineFeature } from '../define-feature.ts';
import { preloadableScreen } from '../../ui/preloadable.tsx';
import { PATHS } from '../../paths/paths.ts';
import { homeState, initialHomeState } from './home-state.ts';

const m = defineMessages({ title: { id: 'route.home.title', defaultMessage: 'Home' } });

// The first page: its texts are in the core catalogue, so it is a plain chunk.
export const feature = defineFeature({
  name: 'home',
  routes: [{ path: PATHS.home, access: 'public', title: m.title, screen: preloadableScreen(() => import('./home-screen.tsx').then((m) => m.default)) }],
  // The payment due on the start page: read afresh on each visit, never stored.
  slices: [{ name: 'home', state: homeState, initial: initialHomeState(), persist: false }],
});
