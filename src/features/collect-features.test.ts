import { describe, expect, it } from 'vitest';
import { collectFeatures } from './collect-features.ts';
import { preloadableScreen } from '../ui/preloadable.tsx';
import { features } from './feature-registry.ts';
import type { FeatureDeclaration } from './define-feature.ts';
import { createDefaultSettings } from '../settings/default-settings.ts';

const screen = preloadableScreen(async () => () => null);
const title = { id: 't', defaultMessage: 'T' };
const message = (id: string) => ({ id, defaultMessage: id });

describe('collectFeatures', () => {
  it('builds the route table, menu defaults and slices from the declarations', () => {
    const declarations: FeatureDeclaration[] = [
      { name: 'b', key: 'payments', routes: [{ path: '/payments', feature: 'payments', access: 'public', title, screen }], menu: { icon: 'Payments', defaultEntry: { order: 4, name: message('pay'), description: message('pay.d') } } },
      { name: 'a', routes: [{ path: '/services', access: 'public', title, screen }], menu: { icon: 'Services', defaultEntry: { order: 6, name: message('svc'), description: message('svc.d') } }, slices: [{ name: 's', state: {}, initial: {}, persist: false }] },
      { name: 'c', key: 'user', routes: [{ path: '/user', feature: 'user', access: 'private', title, screen }, { path: '/users', feature: 'users', access: 'private', title, screen }] },
    ];
    const collected = collectFeatures(declarations);
    expect(collected.routes.map((r) => r.path)).toEqual(['/services', '/payments', '/user', '/users']);
    expect(collected.menuDefaults.entries.map((e) => [e.order, e.feature, e.url, e.leftIcon])).toEqual([
      [4, 'payments', undefined, 'Payments'],
      [6, undefined, '/services', 'Services'],
    ]);
    const settings = createDefaultSettings('acme');
    expect(collected.menuDefaults.routes.payments?.(settings)).toBe('/payments');
    // A key gated on a later route of a feature leads there.
    expect(collected.menuDefaults.routes.users?.(settings)).toBe('/users');
    expect(collected.menuDefaults.icons).toEqual({ payments: 'Payments' });
    expect(collected.slices.map((s) => s.name)).toEqual(['s']);
  });

  it('refuses a path declared by two features', () => {
    const route = { path: '/quote' as const, access: 'public' as const, title, screen };
    expect(() => collectFeatures([{ name: 'x', routes: [route] }, { name: 'y', routes: [route] }])).toThrow('Route /quote is declared by both x and y');
  });

  it('gives the app the six default entries of docs/product-rules.md#main-menu, in order, and the claim path rule', () => {
    expect(features.menuDefaults.entries.map((e) => e.nameMessage.defaultMessage)).toEqual(['Get Quote', 'My Documents', 'Report Claim', 'Payments', 'Home Inventory', 'Road Services']);
    const settings = createDefaultSettings('acme');
    expect(features.menuDefaults.routes.reportClaim?.(settings)).toBe('/claims/form');
    expect(features.menuDefaults.routes.reportClaim?.({ ...settings, claimOptions: { showClaimNumbers: true } })).toBe('/claims');
    expect(features.slices.map((s) => s.name)).toEqual(expect.arrayContaining(['claim']));
  });
});
