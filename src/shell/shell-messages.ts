import { defineMessages } from 'react-intl';

export const shellMessages = defineMessages({
  loading: { id: 'shell.loading', defaultMessage: 'Loading…' },
  back: { id: 'shell.back', defaultMessage: 'back' },
  notFoundTitle: { id: 'notFound.title', defaultMessage: 'Page not found' },
  notFoundText: { id: 'notFound.text', defaultMessage: 'We could not find what you are looking for' },
  notFoundHome: { id: 'notFound.home', defaultMessage: 'Go to the home page' },
  pageLoadError: { id: 'error.pageLoad', defaultMessage: 'Error loading page!' },
  retry: { id: 'error.retry', defaultMessage: 'Retry' },
  renderError: { id: 'error.render', defaultMessage: 'Something went wrong, please try again.' },
  reset: { id: 'error.reset', defaultMessage: 'Click here to reset' },
  errorTitle: { id: 'notification.error', defaultMessage: 'Error' },
  close: { id: 'shell.close', defaultMessage: 'Close' },
  settingsErrorIntro: { id: 'settings.error.intro', defaultMessage: 'Some settings of this app are invalid and were replaced by defaults:' },
  poweredBy: { id: 'shell.poweredBy', defaultMessage: 'Powered by the open insurance self-service runtime' },
  mainMenu: { id: 'shell.mainMenu', defaultMessage: 'Main menu' },
  skipToContent: { id: 'shell.skipToContent', defaultMessage: 'Skip to content' },
});

export const versionMessages = defineMessages<{ version: { version: string } }>({
  version: { id: 'shell.version', defaultMessage: 'Version {version}' },
});
