import { describe, expect, it, vi } from 'vitest';
import { loadCatalogue, loadedCatalogue, subscribeCatalogues, withScreenMessages } from './load-catalogue.ts';

describe('catalogue parts', () => {
  it('loads the core part first, the screens part with a screen, and both in a language chosen later', async () => {
    const en = await loadCatalogue('en');
    expect(en['home.menuLabel']).toBeDefined();
    expect(en['flow.next']).toBeUndefined();
    expect(loadedCatalogue('fr')).toBeUndefined();

    const listener = vi.fn();
    const unsubscribe = subscribeCatalogues(listener);
    const screen = { default: 'screen module' };
    const load = withScreenMessages(async () => screen, () => 'en');
    await expect(load()).resolves.toBe(screen);
    expect(listener).toHaveBeenCalled();
    // The provider reads the merged catalogue synchronously once the screen's loader resolved.
    const merged = loadedCatalogue('en');
    expect(merged?.['flow.next']).toBeDefined();
    expect(merged?.['home.menuLabel']).toBeDefined();
    expect(loadedCatalogue('en')).toBe(merged);

    // French has not been loaded yet; switching loads every part wanted so far, in French only.
    expect(loadedCatalogue('fr')).toBeUndefined();
    const fr = await loadCatalogue('fr');
    expect(fr['flow.next']).toBeDefined();
    expect(fr['home.menuLabel']).not.toEqual(en['home.menuLabel']);
    unsubscribe();
  });

  it("counts a screen's texts as wanted from the start of its load, so a language loaded meanwhile has them", async () => {
    vi.resetModules();
    const fresh = await import('./load-catalogue.ts');
    let release: () => void = () => undefined;
    const chunk = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Start-up: the screen loads in the browser's language while the settings say French.
    const screenLoading = fresh.withScreenMessages(async () => chunk.then(() => 'screen'), () => 'en')();
    const fr = await fresh.loadCatalogue('fr');
    expect(fr['flow.next']).toBeDefined();
    release();
    await expect(screenLoading).resolves.toBe('screen');
  });
});

describe('a screens part that cannot load', () => {
  it('is not wanted after its screen failed, so the language still loads with its core part', async () => {
    vi.resetModules();
    vi.doMock('../generated/i18n/parts/en.screens.json', () => {
      throw new Error('offline');
    });
    const fresh = await import('./load-catalogue.ts');
    await expect(fresh.withScreenMessages(async () => 'screen', () => 'en')()).rejects.toThrow();
    const en = await fresh.loadCatalogue('en');
    expect(en['home.menuLabel']).toBeDefined();
    expect(fresh.loadedCatalogue('en')).toBe(en);
    vi.doUnmock('../generated/i18n/parts/en.screens.json');
  });
});
