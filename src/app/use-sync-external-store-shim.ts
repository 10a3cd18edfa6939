// Production builds resolve `use-sync-external-store/shim` (wouter imports it for React < 18) to
// the renderer's own hook (preact/compat in builds): the shim's fallback code would still ship.
export { useSyncExternalStore } from 'react';
