// The visit runs on the last good settings saved on this device (docs/product-rules.md#last-good-settings):
// a quiet notice, gone once fresh ones arrive (they are asked for again in the background).
import { useIntl } from 'react-intl';
import { savedSettingsMessages } from './settings-freshness-messages.ts';

export function SavedSettingsNotice({ at }: { at: number }) {
  const intl = useIntl();
  const date = intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="notice notice-saved-settings" role="status">
      <span>{intl.formatMessage(savedSettingsMessages.saved, { date })}</span>
    </div>
  );
}
