import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Icon } from '../ui/icon.tsx';
import { closeUpdateNotice, updateState } from './app-update.ts';
import { pwaMessages } from './pwa-messages.ts';

/** The persistent notice after an update (no auto-close); closing it reloads the app. */
export function UpdateNotice() {
  const intl = useIntl();
  const { appUpdated } = useSnapshot(updateState);
  if (!appUpdated) return null;
  return (
    <div className="notice notice-update" role="status">
      <span className="notice-body">{intl.formatMessage(pwaMessages.updated)}</span>
      <button type="button" className="icon-button" aria-label={intl.formatMessage(pwaMessages.close)} onClick={closeUpdateNotice}>
        <Icon name="Close" size={20} />
      </button>
    </div>
  );
}
