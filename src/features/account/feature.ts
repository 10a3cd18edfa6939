import { defineMessages } from 'react-intl';
import { defineFeature, lazyScreen } from '../define-feature.ts';
import { PATHS } from '../../paths/paths.ts';
import { accountState, initialAccountState } from './account-state.ts';
import { initialPushState, PERSISTED_PUSH_KEYS, pushState } from '../../pwa/push-state.ts';
import { resumePushWatch } from '../../pwa/push-resume.ts';

const m = defineMessages({
  users: { id: 'route.users.title', defaultMessage: 'Users' },
  profile: { id: 'route.profile.title', defaultMessage: 'Profile' },
  notifications: { id: 'route.notifications.title', defaultMessage: 'Notifications' },
});

const usersScreen = lazyScreen(() => import('./users-screen.tsx'));
// Each screen's first call leaves as its route is entered (src/state/entered-call.ts).
const enterUsers = () => import('./account-calls.ts').then((calls) => calls.enterUsers());

// The signed-in user's screens (docs/product-rules.md#routes): /user and /users are one and the same screen.
export const feature = defineFeature({
  name: 'account',
  key: 'user',
  routes: [
    { path: PATHS.user, feature: 'user', access: 'private', title: m.users, screen: usersScreen, enter: enterUsers },
    { path: PATHS.users, feature: 'users', access: 'private', title: m.users, screen: usersScreen, enter: enterUsers },
    { path: PATHS.profile, access: 'private', title: m.profile, screen: lazyScreen(() => import('./profile-screen.tsx')), enter: () => import('./account-calls.ts').then((calls) => calls.enterProfile()) },
    // The push slice is read by the notifications screen: it renders once the slice is restored.
    { path: PATHS.notifications, access: 'private', title: m.notifications, screen: lazyScreen(() => import('./notifications-screen.tsx'), ['accountPush']), enter: () => import('./account-calls.ts').then((calls) => calls.enterNotifications()) },
  ],
  slices: [
    // Read fresh on each screen; the users list names other people: memory only.
    { name: 'account', state: accountState, initial: initialAccountState(), persist: false },
    {
      // The endpoint last sent to the push server from this browser (the device's, not a user's):
      // a permission withdrawn while the app was closed still sends a null subscription.
      name: 'accountPush',
      state: pushState,
      initial: initialPushState(),
      persist: PERSISTED_PUSH_KEYS,
      schema: { load: () => import('../../generated/state/account-push.validator.js').then((m) => m.StoredAccountPushState) },
    },
  ],
  // A permission withdrawn while the app was closed (or push no longer offered) sends a null
  // subscription at start, and permission changes are followed on every page from then on; the
  // push code loads only when this browser gave the server a subscription.
  start: () => void resumePushWatch(),
});
