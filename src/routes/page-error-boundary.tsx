// Page-level errors (docs/product-rules.md#error-screens): a lazy chunk that fails to load shows 'Error loading page!'
// with Retry; any other render error shows the reset screen.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { routeMessages } from './route-messages.ts';

function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|ChunkLoadError|Failed to fetch/i.test(message);
}

const RELOADED_KEY = 'iss:chunkReloaded';

/**
 * A missing static file while online usually means a new version replaced the old chunks: reload
 * once (guarded, so a really broken file cannot loop). Returns whether a reload was started.
 */
function reloadForMissingChunk(win: Window = window): boolean {
  if (!win.navigator.onLine) return false;
  try {
    if (win.sessionStorage.getItem(RELOADED_KEY)) return false;
    win.sessionStorage.setItem(RELOADED_KEY, '1');
  } catch {
    return false;
  }
  win.location.reload();
  return true;
}

/** Reset: clears caches and reloads. */
async function resetAndReload(): Promise<void> {
  try {
    if ('caches' in window) for (const key of await caches.keys()) await caches.delete(key);
  } finally {
    window.location.reload();
  }
}

interface State {
  error: unknown;
  attempt: number;
}

export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: undefined, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isChunkLoadError(error)) {
      // A script that fails to load while offline is expected, not a fault to report.
      if (!navigator.onLine) return;
      if (reloadForMissingChunk()) return;
    }
    console.error('Page error', error, info.componentStack);
  }

  override render(): ReactNode {
    const { error, attempt } = this.state;
    if (error === undefined) return <div key={attempt}>{this.props.children}</div>;
    if (isChunkLoadError(error)) {
      return (
        <section className="status-screen" role="alert">
          <h1><FormattedMessage {...routeMessages.pageLoadError} /></h1>
          <button type="button" className="button primary" onClick={() => window.location.reload()}>
            <FormattedMessage {...routeMessages.retry} />
          </button>
        </section>
      );
    }
    return (
      <section className="status-screen" role="alert">
        <h1><FormattedMessage {...routeMessages.renderError} /></h1>
        <button type="button" className="button primary" onClick={() => void resetAndReload()}>
          <FormattedMessage {...routeMessages.reset} />
        </button>
      </section>
    );
  }
}
