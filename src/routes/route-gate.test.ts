import { describe, expect, it } from 'vitest';
import { decideRoute } from './route-gate.tsx';
import { deriveRuntime } from '../settings/derive-runtime.ts';
import { createDefaultSettings } from '../settings/default-settings.ts';
import { mergeSettings } from '../settings/merge-settings.ts';
import { features } from '../features/feature-registry.ts';
import { installFeatureRoutes } from '../app/install-features.ts';

installFeatureRoutes();

const runtime = deriveRuntime(
  mergeSettings(createDefaultSettings('acme'), { features: { documents: true, payments: false, requestQuote: true, reportClaim: true, chat: false } }),
  { brokerId: 'acme', mode: 'direct', now: new Date(), menuDefaults: features.menuDefaults },
);

describe('decideRoute', () => {
  it.each([
    ['/', false, 'screen'],
    ['/auth/login', false, 'screen'],
    ['/quote', false, 'screen'],
    ['/services', false, 'screen'],
    ['/payments', false, 'not-found'],
    ['/payments', true, 'not-found'],
    ['/chat', false, 'not-found'],
    ['/inventory', true, 'not-found'],
    ['/documents', false, 'login'],
    ['/documents', true, 'screen'],
    ['/documents/policy-summary', false, 'login'],
    ['/claims/form', false, 'login'],
    ['/claims', true, 'screen'],
    ['/user/profile', false, 'login'],
    ['/user/profile', true, 'screen'],
    ['/nowhere', true, 'not-found'],
    ['/documents/', true, 'screen'],
  ])('%s (signed in: %s) → %s', (path, signedIn, kind) => {
    expect(decideRoute(path, runtime, signedIn).kind).toBe(kind);
  });

  it('lists every route of docs/product-rules.md#routes once', () => {
    const paths = features.routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of ['/', '/auth/login', '/auth', '/chat', '/quote', '/documents', '/documents/policy-summary', '/documents/create-slip', '/claims', '/claims/form', '/payments', '/inventory', '/user', '/users', '/user/profile', '/user/notifications', '/contact', '/services', '/cp', '/helpers/icons']) {
      expect(paths).toContain(path);
    }
  });

  it('makes every route docs/product-rules.md#access calls private private', () => {
    const privatePaths = features.routes.filter((r) => r.access === 'private').map((r) => r.path);
    for (const path of ['/documents', '/claims', '/inventory', '/user', '/users', '/contact', '/user/profile', '/user/notifications']) expect(privatePaths).toContain(path);
    for (const path of ['/', '/chat', '/quote', '/payments', '/services']) expect(privatePaths).not.toContain(path);
  });
});
