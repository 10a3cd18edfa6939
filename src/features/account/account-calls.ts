// The account screens' first calls, for their routes' entries and their screens alike
// (src/state/entered-call.ts). Read fresh on each visit: the account slice is memory only.
import { callSpec, enterCalls } from '../../state/entered-call.ts';
import { accountState } from './account-state.ts';

export const meCall = callSpec(accountState, 'me', 'me.get', {});
export const usersCall = callSpec(accountState, 'users', 'users.getAccountList', {});
export const notificationSettingsCall = callSpec(accountState, 'notificationSettings', 'notifications.getSettings', {});

export const enterProfile = () => enterCalls(meCall);
export const enterUsers = () => enterCalls(usersCall);
export const enterNotifications = () => enterCalls(notificationSettingsCall);
