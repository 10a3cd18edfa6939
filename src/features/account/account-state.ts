// The account screens' request states (users, profile, notification settings). Memory only: each
// screen reads them fresh from the server, and the list names other people, which this device
// need not keep.
import { proxy } from 'valtio';
import type { MeGetResponse, NotificationSettings, UsersGetAccountListResponse, UsersRemoveResponse, VaultUser } from '../../api/generated/api-types.ts';
import { requestState } from '../../state/request-cycle.ts';

export function initialAccountState() {
  return {
    users: requestState<UsersGetAccountListResponse>(),
    addUser: requestState<VaultUser>(),
    removeUser: requestState<UsersRemoveResponse>(),
    me: requestState<MeGetResponse>(),
    notificationSettings: requestState<NotificationSettings>(),
    saveNotifications: requestState<NotificationSettings>(),
  };
}

type AccountState = ReturnType<typeof initialAccountState>;

export const accountState = proxy<AccountState>(initialAccountState());
