// Production builds resolve `use-sync-external-store/shim` (wouter imports it for React < 18) to
// React's own hook: on React 19 the shim only re-exports it, but its fallback code would still ship.
export { useSyncExternalStore } from 'react';
