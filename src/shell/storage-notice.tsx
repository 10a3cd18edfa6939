// The widget runs on storage kept in memory (its browser blocks storage inside other sites): it
// says so, and offers to ask the browser for storage (Storage Access API, on this click).
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { appState } from '../state/app-state.ts';
import { grantedStorage, storageAccessSupported } from '../state/storage-access.ts';
import { storageNoticeMessages as m } from './storage-notice-messages.ts';

export function StorageNotice() {
  const intl = useIntl();
  const [refused, setRefused] = useState(false);
  const allow = async () => {
    const granted = await grantedStorage();
    if (!granted) {
      setRefused(true);
      return;
    }
    // What the session holds so far moves into the granted storage, then the app starts on it.
    for (let i = 0; i < window.localStorage.length; i += 1) {
      const key = window.localStorage.key(i);
      if (key !== null) granted.localStorage.setItem(key, window.localStorage.getItem(key) ?? '');
    }
    appState.storageInMemory = false;
    window.location.reload();
  };
  return (
    <div className="storage-notice" role="status">
      <p>{intl.formatMessage(m.inMemory)}</p>
      {storageAccessSupported() && (
        <button type="button" className="button" onClick={() => void allow()}>
          {intl.formatMessage(m.allow)}
        </button>
      )}
      {refused && <p>{intl.formatMessage(m.refused)}</p>}
    </div>
  );
}
