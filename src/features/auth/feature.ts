import { defineMessages } from 'react-intl';
import { defineFeature, lazyScreen } from '../define-feature.ts';
import { PATHS } from '../../paths/paths.ts';
import { resumeHeldDrafts, whenRestored } from '../../state/persistence.ts';
import { LOGIN_FIRST_PAINT } from './login-form.ts';
import { initialLoginState, loginState } from './login-state.ts';

const m = defineMessages({
  login: { id: 'route.login.title', defaultMessage: 'Log in' },
  auth: { id: 'route.auth.title', defaultMessage: 'Authentication' },
});

// The screen shows where the visitor stood before a reload: the login slice is read first, and its
// copy from before the reload is taken back at once (there is nothing to choose: it is the same
// login under way, held back only so that no other screen shows it).
const login = lazyScreen(
  () =>
    Promise.all([import('./login-screen.tsx'), whenRestored('login')]).then(([screen]) => {
      resumeHeldDrafts(['login']);
      return screen;
    }),
  [],
  [LOGIN_FIRST_PAINT],
);

export const feature = defineFeature({
  name: 'auth',
  routes: [
    { path: PATHS.login, access: 'public', title: m.login, screen: login },
    // docs/product-rules.md#routes: authentication, gated by feature auth; it is the login screen.
    { path: PATHS.auth, feature: 'auth', access: 'public', title: m.auth, screen: login },
  ],
  slices: [
    {
      name: 'login',
      state: loginState,
      initial: initialLoginState(),
      persist: true,
      // schemas/state/login.schema.json, loaded with the login screen (not in the first page).
      schema: { load: () => import('../../generated/state/login.validator.js').then((v) => v.StoredLoginState) },
      // A visitor's: in the tab's session, for a short while (src/state/persistence.ts).
      perUser: true,
      visitors: true,
    },
  ],
});
