// App update (docs/product-rules.md#app-update): a new service-worker version raises the app-updated state; stored state
// of every slice except the user, and the caches, are cleared; an idle app reloads at once,
// otherwise a persistent notice reloads when closed.
import { proxy } from 'valtio';
import { clearPersistedSlices } from '../state/persistence.ts';

export const updateState = proxy<{ appUpdated: boolean }>({ appUpdated: false });

let applyUpdate: () => void = () => window.location.reload();

interface UpdateDeps {
  isIdle: () => boolean;
  clearCaches: () => Promise<void>;
}

async function clearRuntimeCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  // The precache belongs to the service worker, which replaces it itself.
  for (const key of await caches.keys()) if (!key.startsWith('workbox-precache')) await caches.delete(key);
}

export async function onAppUpdated(apply: () => void, deps: UpdateDeps): Promise<'reloaded' | 'notice'> {
  applyUpdate = apply;
  // The user, and the last good settings: a cache of the server's, not state of this version.
  clearPersistedSlices({ keep: ['session', 'lastSettings'] });
  try {
    await deps.clearCaches();
  } catch (error) {
    console.error('Caches not cleared on update', error);
  }
  if (deps.isIdle()) {
    apply();
    return 'reloaded';
  }
  updateState.appUpdated = true;
  return 'notice';
}

/** Closing the update notice applies the update (reload). */
export function closeUpdateNotice(): void {
  updateState.appUpdated = false;
  applyUpdate();
}

export const defaultUpdateDeps = (isIdle: () => boolean): UpdateDeps => ({ isIdle, clearCaches: clearRuntimeCaches });
