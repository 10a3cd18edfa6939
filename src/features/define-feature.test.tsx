// A screen that shows a slice with a lazy schema renders only once that slice is restored from
// storage (lazyScreen(load, [slice]) waits for whenRestored), so it never shows the slice's
// initial value in place of what the user has stored.
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { proxy, useSnapshot } from 'valtio';
import { lazyScreen } from './define-feature.ts';
import { loadedFormEntry } from '../../renderers/form-catalogue.ts';
import loadLoginForm from '../generated/forms/login.load.ts';
import { ownerKeyOf, registerSlice, setSliceOwner, type SliceValidator } from '../state/persistence.ts';

describe('lazyScreen with slices', () => {
  it('shows the screen only after the slice’s validator has loaded and the user’s copy is read', async () => {
    localStorage.setItem(`iss:slice:wallet:${ownerKeyOf('a@example.ca')}`, JSON.stringify({ slips: ['doc-1'] }));
    const wallet = proxy({ slips: [] as string[] });
    let loadValidator: (validator: SliceValidator) => void = () => undefined;
    const validator = new Promise<SliceValidator>((resolve) => {
      loadValidator = resolve;
    });
    setSliceOwner('a@example.ca');
    registerSlice('wallet', wallet, { initial: { slips: [] as string[] }, persist: true, perUser: true, schema: { load: () => validator } });

    function WalletScreen() {
      const { slips } = useSnapshot(wallet);
      return <p>{slips.length === 0 ? 'No saved slip' : `Saved: ${slips.join(', ')}`}</p>;
    }
    const Screen = lazyScreen(async () => ({ default: WalletScreen }), ['wallet']);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen />
      </Suspense>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    // The screen's chunk is there, the slice is not restored yet: still loading.
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(screen.queryByText('No saved slip')).toBeNull();

    await act(async () => loadValidator((data) => Array.isArray((data as { slips?: unknown }).slips)));
    expect(await screen.findByText('Saved: doc-1')).toBeTruthy();
    expect(screen.queryByText('No saved slip')).toBeNull();
    setSliceOwner(null);
  });

  it('without slices, shows the screen as soon as its chunk is there', async () => {
    const Screen = lazyScreen(async () => ({ default: () => <p>Ready</p> }));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen />
      </Suspense>,
    );
    expect(await screen.findByText('Ready')).toBeTruthy();
  });
});

describe('lazyScreen with forms', () => {
  it('loads the forms its first render shows with the screen, so no form loading state follows it', async () => {
    function LoginLike() {
      return <p>Log in</p>;
    }
    let loaderCalls = 0;
    const load = () => {
      loaderCalls += 1;
      return loadLoginForm();
    };
    const Screen = lazyScreen(async () => ({ default: LoginLike }), [], [{ id: 'login', load }]);
    expect(loadedFormEntry('login')).toBeUndefined();
    await Screen.preload();
    expect(Screen.isLoaded()).toBe(true);
    expect(loadedFormEntry('login')?.schema).toMatchObject({ type: 'object' });
    // The form's own loader was called at once, beside the catalogue's.
    expect(loaderCalls).toBe(1);
  });
});
