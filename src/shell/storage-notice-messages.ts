import { defineMessages } from 'react-intl';

export const storageNoticeMessages = defineMessages({
  inMemory: { id: 'storage.inMemory', defaultMessage: 'Your browser does not let this app keep data inside this website: you stay signed in only while this window is open.' },
  allow: { id: 'storage.allow', defaultMessage: 'Allow this app to keep its data' },
  refused: { id: 'storage.refused', defaultMessage: 'Your browser did not allow it. You can keep using the app in this window, or open it in its own tab.' },
});
