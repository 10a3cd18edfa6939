import { defineMessages } from 'react-intl';

export const usersMessages = defineMessages({
  title: { id: 'account.users.title', defaultMessage: 'Users' },
  intro: { id: 'account.users.intro', defaultMessage: 'The people who can sign in to this account.' },
  readOnly: { id: 'account.users.readOnly', defaultMessage: 'Only the account holder can add or remove users.' },
  loading: { id: 'account.users.loading', defaultMessage: 'Loading the users…' },
  loadError: { id: 'account.users.loadError', defaultMessage: 'The users could not be loaded.' },
  empty: { id: 'account.users.empty', defaultMessage: 'There are no users on this account yet.' },
  you: { id: 'account.users.you', defaultMessage: 'You' },
  admin: { id: 'account.users.admin', defaultMessage: 'Admin' },
  user: { id: 'account.users.user', defaultMessage: 'User' },
  add: { id: 'account.users.add', defaultMessage: 'Add a user' },
  adding: { id: 'account.users.adding', defaultMessage: 'Adding…' },
  cancel: { id: 'account.users.cancel', defaultMessage: 'Cancel' },
  remove: { id: 'account.users.remove', defaultMessage: 'Remove' },
  removing: { id: 'account.users.removing', defaultMessage: 'Removing…' },
  addError: { id: 'account.users.addError', defaultMessage: 'The user could not be added.' },
  removeError: { id: 'account.users.removeError', defaultMessage: 'The user could not be removed.' },
  formLoading: { id: 'account.users.formLoading', defaultMessage: 'Loading the form…' },
});

export const usersValueMessages = defineMessages<{ removeNamed: { name: string }; removeQuestion: { name: string }; removeExplained: { email: string }; added: { name: string }; removed: { name: string } }>({
  removeNamed: { id: 'account.users.removeNamed', defaultMessage: 'Remove {name}' },
  removeQuestion: { id: 'account.users.removeQuestion', defaultMessage: 'Remove {name} from the account?' },
  removeExplained: { id: 'account.users.removeExplained', defaultMessage: '{email} will no longer be able to sign in to this account.' },
  added: { id: 'account.users.added', defaultMessage: '{name} was added.' },
  removed: { id: 'account.users.removed', defaultMessage: '{name} was removed.' },
});

export const profileMessages = defineMessages({
  title: { id: 'account.profile.title', defaultMessage: 'Profile' },
  loadError: { id: 'account.profile.loadError', defaultMessage: 'Your profile could not be loaded.' },
  loading: { id: 'account.profile.loading', defaultMessage: 'Loading your profile…' },
  email: { id: 'account.profile.email', defaultMessage: 'E-mail' },
  name: { id: 'account.profile.name', defaultMessage: 'Name' },
  phone: { id: 'account.profile.phone', defaultMessage: 'Phone' },
  language: { id: 'account.profile.language', defaultMessage: 'Language' },
  slipConsent: { id: 'account.profile.slipConsent', defaultMessage: 'Electronic proof of insurance' },
  slipConsentGiven: { id: 'account.profile.slipConsentGiven', defaultMessage: 'You agreed to receive your proof of insurance electronically.' },
  slipConsentNotGiven: { id: 'account.profile.slipConsentNotGiven', defaultMessage: 'Not agreed yet: you are asked when you first save a proof of insurance.' },
  more: { id: 'account.profile.more', defaultMessage: 'Your account' },
  notifications: { id: 'account.profile.notifications', defaultMessage: 'Notifications' },
  users: { id: 'account.profile.users', defaultMessage: 'Users' },
  logout: { id: 'account.profile.logout', defaultMessage: 'Log out' },
});

export const notificationsMessages = defineMessages({
  title: { id: 'account.notifications.title', defaultMessage: 'Notifications' },
  loading: { id: 'account.notifications.loading', defaultMessage: 'Loading your notification settings…' },
  loadError: { id: 'account.notifications.loadError', defaultMessage: 'Your notification settings could not be loaded.' },
  save: { id: 'account.notifications.save', defaultMessage: 'Save' },
  saving: { id: 'account.notifications.saving', defaultMessage: 'Saving…' },
  saved: { id: 'account.notifications.saved', defaultMessage: 'Your notification settings were saved.' },
  saveError: { id: 'account.notifications.saveError', defaultMessage: 'Your notification settings could not be saved.' },
  pushTitle: { id: 'account.notifications.pushTitle', defaultMessage: 'Notifications on this device' },
  pushChecking: { id: 'account.notifications.pushChecking', defaultMessage: 'Checking what this device allows…' },
  pushOn: { id: 'account.notifications.pushOn', defaultMessage: 'On: this device shows our notifications.' },
  pushAvailable: { id: 'account.notifications.pushAvailable', defaultMessage: 'Off: turn them on to be told about new messages and documents, even when the app is closed.' },
  pushBlocked: { id: 'account.notifications.pushBlocked', defaultMessage: 'Blocked: notifications are turned off for this site in your browser. Allow them in the browser’s site settings, then come back.' },
  pushUnsupported: { id: 'account.notifications.pushUnsupported', defaultMessage: 'Unavailable: this browser cannot show notifications from this app.' },
  pushOff: { id: 'account.notifications.pushOff', defaultMessage: 'Notifications on this device are not offered here.' },
  turnOn: { id: 'account.notifications.turnOn', defaultMessage: 'Turn on notifications' },
  turnOff: { id: 'account.notifications.turnOff', defaultMessage: 'Turn off notifications' },
  working: { id: 'account.notifications.working', defaultMessage: 'One moment…' },
  errorPermission: { id: 'account.notifications.errorPermission', defaultMessage: 'Notifications were not allowed.' },
  errorSubscribe: { id: 'account.notifications.errorSubscribe', defaultMessage: 'This device could not be registered for notifications. Please try again.' },
  errorSend: { id: 'account.notifications.errorSend', defaultMessage: 'Something went wrong, please try again.' },
});
