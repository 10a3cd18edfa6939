import { defineMessages } from 'react-intl';

/** Texts of the settings that did not arrive (docs/product-rules.md#last-good-settings). */
export const settingsFreshnessMessages = defineMessages({
  unavailableTitle: { id: 'settings.unavailable.title', defaultMessage: 'This app could not open' },
  unavailableText: { id: 'settings.unavailable.text', defaultMessage: 'Its settings could not be loaded. We keep trying; you can also try again now.' },
  unavailableOffline: { id: 'settings.unavailable.offline', defaultMessage: 'You are offline. The app opens as soon as the connection is back.' },
  retry: { id: 'settings.unavailable.retry', defaultMessage: 'Try again' },
  retrying: { id: 'settings.unavailable.retrying', defaultMessage: 'Trying again…' },
  stillUnavailable: { id: 'settings.unavailable.still', defaultMessage: 'Still not available. We will try again shortly.' },
});

export const savedSettingsMessages = defineMessages<{ saved: { date: string } }>({
  saved: { id: 'settings.saved.notice', defaultMessage: 'Saved version of {date}: the latest could not be loaded yet. It updates by itself.' },
});
