import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { appState } from '../state/app-state.ts';
import type { SettingsIssue } from '../settings/settings-types.ts';
import { Icon } from '../ui/icon.tsx';
import { shellMessages } from './shell-messages.ts';

/** The settings 'Error' notification (docs/product-rules.md#error-handling): stays until the visitor closes it. */
export function SettingsErrorNotice({ errors }: { errors: readonly SettingsIssue[] }) {
  const intl = useIntl();
  const { settingsErrorClosed } = useSnapshot(appState);
  if (errors.length === 0 || settingsErrorClosed) return null;
  return (
    <div className="notice notice-error" role="alert">
      <div className="notice-body">
        <strong>{intl.formatMessage(shellMessages.errorTitle)}</strong>
        <p>{intl.formatMessage(shellMessages.settingsErrorIntro)}</p>
        <ul>
          {errors.slice(0, 5).map((issue) => (
            <li key={`${issue.pointer}:${issue.message}`}>
              {/* The pointer names the part; the English detail is the integrator's (in the console). */}
              <code>{issue.pointer || '/'}</code> {intl.formatMessage(issue.notLoaded ? shellMessages.settingsNotLoaded : shellMessages.settingsInvalid)}
            </li>
          ))}
        </ul>
      </div>
      <button type="button" className="icon-button" aria-label={intl.formatMessage(shellMessages.close)} onClick={() => (appState.settingsErrorClosed = true)}>
        <Icon name="Close" size={20} />
      </button>
    </div>
  );
}
