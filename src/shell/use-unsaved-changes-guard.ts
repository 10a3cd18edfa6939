// Unsaved-changes guard (SPEC §4, §5): leaving the page with unsaved changes asks first; while
// data is being sent the message says so. Off in widget mode (runtime.shell.unsavedGuard).
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { appState } from '../state/app-state.ts';
import { runtimeState } from '../state/runtime-state.ts';
import { guardMessages } from './guard-messages.ts';

/** The text of the guard, or undefined when nothing needs guarding. */
export function guardMessageKey(dirty: boolean, sendingData: boolean, enabled: boolean): 'navigateAway' | 'unsavedWhileSending' | undefined {
  if (!enabled) return undefined;
  if (sendingData) return 'unsavedWhileSending';
  return dirty ? 'navigateAway' : undefined;
}

/**
 * Screens with a form call this with their dirty flag. Returns `confirmLeave()` for in-app links
 * (true when leaving is fine); closing or reloading the tab gets the browser's own prompt.
 */
export function useUnsavedChangesGuard(dirty: boolean): () => boolean {
  const intl = useIntl();
  const { sendingData } = useSnapshot(appState);
  const { runtime } = useSnapshot(runtimeState);
  const key = guardMessageKey(dirty, sendingData, runtime?.shell.unsavedGuard ?? true);

  useEffect(() => {
    if (!key) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = intl.formatMessage(guardMessages[key]);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [key, intl]);

  return () => (key ? window.confirm(intl.formatMessage(guardMessages[key])) : true);
}
