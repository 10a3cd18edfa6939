// The build a brokerage ships, on a real HTTP API (e2e/global-setup.ts): each test takes a scope of
// its own on the shared fixture server, so its data, fail switch and clock are its own, as a fresh
// fixture backend in the page would be (docs/adr/0073-browser-tests-on-the-real-api-build.md).
import { inject } from 'vitest';

let made = 0;

export interface ApiScope {
  /** The scope's label in the page's host name (`lakeshore.<name>.localhost`). */
  name: string;
  /** The real-API build's url for a brokerage in this scope, e.g. url('lakeshore', '/documents'). */
  url(broker: string, path?: string): string;
  /** The brokerage's origin in this scope (for cookies and permissions). */
  origin(broker: string): string;
  /** Makes matching calls fail (`/documents/getEdocs:500`, `/payments:network`, `all`); [] clears. */
  fail(paths: string[]): Promise<void>;
  /** Answers matching calls after a delay (`/settings:45000`); [] clears. */
  slow(paths: string[]): Promise<void>;
  /**
   * Makes matching answers break their response schema at a pointer (`{ path: '/contact/details',
   * pointer: '/otherBranches/0/email', value: 'javascript:alert(1)' }`; no value: the field
   * removed), as an API off its contract would; [] clears (fixtures/backend/off-contract-switch.ts).
   */
  offContract(answers: { path: string; pointer: string; value?: unknown }[]): Promise<void>;
  /** Fixes the server's clock (ISO), or gives it the real one back. */
  clock(at?: string): Promise<void>;
  /** Fresh seed data, no failures, the real clock. */
  reset(): Promise<void>;
}

async function control(what: string, body: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${inject('fixtureServerUrl')}/__fixture/${what}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`fixture control ${what}: ${response.status}`);
}

/** A new scope, with fresh data. */
export function apiScope(): ApiScope {
  made += 1;
  const name = `s${process.pid}n${made}`;
  const origin = (broker: string) => `http://${broker}.${name}.localhost:${inject('apiPreviewPort')}`;
  return {
    name,
    url: (broker, path = '/') => `${origin(broker)}${path}`,
    origin,
    fail: (paths) => control('fail', { scope: name, paths }),
    slow: (paths) => control('slow', { scope: name, paths }),
    offContract: (answers) => control('off-contract', { scope: name, answers }),
    clock: (at) => control('clock', { scope: name, ...(at ? { at } : {}) }),
    reset: () => control('reset', { scope: name }),
  };
}
