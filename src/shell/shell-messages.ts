import { defineMessages } from 'react-intl';

export const shellMessages = defineMessages({
  back: { id: 'shell.back', defaultMessage: 'back' },
  errorTitle: { id: 'notification.error', defaultMessage: 'Error' },
  close: { id: 'shell.close', defaultMessage: 'Close' },
  settingsErrorIntro: { id: 'settings.error.intro', defaultMessage: 'Some settings of this app are invalid and were replaced by defaults:' },
  settingsNotLoaded: { id: 'settings.error.notLoaded', defaultMessage: 'could not be loaded' },
  settingsInvalid: { id: 'settings.error.invalid', defaultMessage: 'is not valid' },
  poweredBy: { id: 'shell.poweredBy', defaultMessage: 'Powered by the open insurance self-service runtime' },
  mainMenu: { id: 'shell.mainMenu', defaultMessage: 'Main menu' },
  skipToContent: { id: 'shell.skipToContent', defaultMessage: 'Skip to content' },
  navigationPending: { id: 'shell.navigationPending', defaultMessage: 'Loading the page' },
});

export const versionMessages = defineMessages<{ version: { version: string } }>({
  version: { id: 'shell.version', defaultMessage: 'Version {version}' },
});
