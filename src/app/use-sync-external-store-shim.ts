// Production builds resolve `use-sync-external-store/shim` (wouter imports it for React < 18) to
// React's own hook: the shim's fallback code would still ship.
export { useSyncExternalStore } from 'react';
