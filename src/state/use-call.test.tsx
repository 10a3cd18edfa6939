// useCall: the read screens' hook over the request cycle, against the fixture backend.
import { proxy } from 'valtio';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { fixtureServer, resetFixtureBackend } from '../../fixtures/backend/node.ts';
import { SLOW_KEY, setFailures } from '../../fixtures/backend/fail-switch.ts';
import { FIXTURE_TEST_BASE, signedInSession } from '../../fixtures/backend/test-session.ts';
import { configureApi } from '../api/api.ts';
import type { CallRequest, CallResponse } from '../api/call-api.ts';
import { requestState } from './request-cycle.ts';
import { useCall, type UseCallOptions } from './use-call.ts';
import { appState } from './app-state.ts';

const requested: string[] = [];
const languages: (string | null)[] = [];
beforeAll(() => {
  fixtureServer.listen({ onUnhandledRequest: 'error' });
  fixtureServer.events.on('request:start', ({ request }) => {
    requested.push(new URL(request.url).pathname);
    languages.push(request.headers.get('Accept-Language'));
  });
});
afterAll(() => fixtureServer.close());

let state = slice();
function slice() {
  return proxy({
    numbers: requestState<CallResponse<'claims.getClaimNumbers'>>(),
    page: requestState<CallResponse<'customContent.get'>>(),
  });
}

beforeEach(async () => {
  resetFixtureBackend();
  const session = await signedInSession();
  appState.language = 'en';
  configureApi({ base: FIXTURE_TEST_BASE, brokerId: 'maplecrest', language: () => appState.language, token: () => session.token });
  requested.length = 0;
  languages.length = 0;
  sessionStorage.removeItem(SLOW_KEY);
  state = slice();
});

const NUMBERS = '/api/claims/claimNumbers';

function useNumbers(options?: UseCallOptions) {
  return useCall(state, 'numbers', 'claims.getClaimNumbers', {}, options);
}


/** The visitor switches to French; the French answer for `storm-tips` takes 200 ms. */
async function switchToFrenchWhileStormTipsIsSlow(): Promise<void> {
  sessionStorage.setItem(SLOW_KEY, 'storm-tips:200');
  act(() => {
    appState.language = 'fr';
  });
  await waitFor(() => expect(languages).toEqual(['en', 'fr']));
}

/** Runs `steps` offline, with the custom content call failing on the network; `backOnline` ends both. */
async function offlineWithContentFailing(steps: (backOnline: () => void) => Promise<void>): Promise<void> {
  const online = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  setFailures(['/customContent:network']);
  try {
    await steps(() => {
      setFailures([]);
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
    });
  } finally {
    setFailures([]);
    delete (navigator as { onLine?: boolean }).onLine;
    if (online) Object.defineProperty(Navigator.prototype, 'onLine', online);
  }
}
describe('useCall', () => {
  it('is loading from the first render, then holds the data', async () => {
    const { result } = renderHook(() => useNumbers());
    expect(result.current).toMatchObject({ loading: true, data: null, success: null });
    await waitFor(() => expect(result.current.success).toBe(true));
    expect(result.current.loading).toBe(false);
    expect(result.current.inProgress).toBe(false);
    expect(result.current.data?.insuranceCompanies.length).toBeGreaterThan(0);
    expect(requested).toEqual([NUMBERS]);
  });

  it('ends in success false with the message, and retry() brings the data', async () => {
    setFailures([NUMBERS]);
    const { result } = renderHook(() => useNumbers());
    await waitFor(() => expect(result.current.success).toBe(false));
    expect(result.current).toMatchObject({ loading: false, code: 500, message: `Fixture failure for ${NUMBERS}`, data: null });
    setFailures([]);
    await act(() => result.current.retry());
    expect(result.current).toMatchObject({ success: true, message: null });
    expect(result.current.data?.brokerages.length).toBeGreaterThan(0);
    expect(requested).toEqual([NUMBERS, NUMBERS]);
  });

  it('makes no call while enabled is false, and calls once enabled', async () => {
    const { result, rerender } = renderHook((props: { enabled: boolean }) => useNumbers({ enabled: props.enabled }), { initialProps: { enabled: false } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(result.current).toMatchObject({ loading: false, inProgress: false, success: null, data: null });
    expect(requested).toEqual([]);
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.success).toBe(true));
    expect(requested).toEqual([NUMBERS]);
  });

  it('calls again when the request changes by value, not when it is only a new object', async () => {
    const { result, rerender } = renderHook((request: CallRequest<'customContent.get'>) => useCall(state, 'page', 'customContent.get', request), {
      initialProps: { id: 'about-us' },
    });
    await waitFor(() => expect(result.current.data?.title).toBe('About Maplecrest'));
    rerender({ id: 'about-us' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(requested).toEqual(['/api/customContent/about-us']);
    rerender({ id: 'flood-ready' });
    await waitFor(() => expect(result.current.data?.title).toBe('Be flood ready'));
    expect(requested).toEqual(['/api/customContent/about-us', '/api/customContent/flood-ready']);
  });

  it('serves a fresh answer from the slice (maxAge) on the next mount; refresh() goes past it', async () => {
    const first = renderHook(() => useNumbers({ maxAge: 60_000 }));
    await waitFor(() => expect(first.result.current.success).toBe(true));
    first.unmount();
    const second = renderHook(() => useNumbers({ maxAge: 60_000 }));
    expect(second.result.current).toMatchObject({ loading: false, success: true });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(requested).toEqual([NUMBERS]);
    await act(() => second.result.current.refresh());
    expect(requested).toEqual([NUMBERS, NUMBERS]);
    expect(second.result.current.success).toBe(true);
  });

  it('keeps the data of the last success when a later run fails', async () => {
    const { result } = renderHook(() => useNumbers());
    await waitFor(() => expect(result.current.success).toBe(true));
    setFailures([NUMBERS]);
    await act(() => result.current.refresh());
    expect(result.current.success).toBe(false);
    expect(result.current.loading).toBe(false);
    expect(result.current.data?.insuranceCompanies.length).toBeGreaterThan(0);
  });

  it('asks again in the new language when the app’s language changes, showing the old answer meanwhile', async () => {
    const { result } = renderHook(() => useCall(state, 'page', 'customContent.get', { id: 'storm-tips' }));
    await waitFor(() => expect(result.current.data?.title).toBe('Storm season tips'));
    sessionStorage.setItem(SLOW_KEY, 'storm-tips:150');
    act(() => {
      appState.language = 'fr';
    });
    await waitFor(() => expect(result.current.inProgress).toBe(true));
    expect(result.current).toMatchObject({ loading: false, data: { title: 'Storm season tips' } });
    await waitFor(() => expect(result.current.data?.title).toBe('Conseils pour la saison des tempêtes'));
    expect(languages).toEqual(['en', 'fr']);
  });

  it('goes past a fresh cached answer on a change of language, and asks nothing while disabled', async () => {
    const cached = renderHook(() => useNumbers({ maxAge: 60_000 }));
    const disabled = renderHook(() => useCall(state, 'page', 'customContent.get', { id: 'storm-tips' }, { enabled: false }));
    await waitFor(() => expect(cached.result.current.success).toBe(true));
    act(() => {
      appState.language = 'fr';
    });
    await waitFor(() => expect(languages).toEqual(['en', 'fr']));
    expect(requested).toEqual([NUMBERS, NUMBERS]);
    await waitFor(() => expect(cached.result.current.success).toBe(true));
    expect(disabled.result.current.success).toBeNull();
  });

  it('keeps the answer shown, with no error, when the answer in the new language cannot come; offline, asks again once back online', async () => {
    const { result } = renderHook(() => useCall(state, 'page', 'customContent.get', { id: 'storm-tips' }));
    await waitFor(() => expect(result.current.data?.title).toBe('Storm season tips'));
    await offlineWithContentFailing(async (backOnline) => {
      act(() => {
        appState.language = 'fr';
      });
      await waitFor(() => expect(languages).toEqual(['en', 'fr']));
      await waitFor(() => expect(result.current.inProgress).toBe(false));
      expect(result.current).toMatchObject({ success: true, message: null, loading: false, data: { title: 'Storm season tips' } });
      // Back online: the French answer comes without a Retry.
      backOnline();
      await waitFor(() => expect(result.current.data?.title).toBe('Conseils pour la saison des tempêtes'));
      expect(languages).toEqual(['en', 'fr', 'fr']);
    });
  });

  it('still asks once back online when the call was turned off and on while it waited', async () => {
    const { result, rerender } = renderHook(({ enabled }) => useCall(state, 'page', 'customContent.get', { id: 'storm-tips' }, { enabled }), { initialProps: { enabled: true } });
    await waitFor(() => expect(result.current.data?.title).toBe('Storm season tips'));
    await offlineWithContentFailing(async (backOnline) => {
      act(() => {
        appState.language = 'fr';
      });
      await waitFor(() => expect(languages).toEqual(['en', 'fr']));
      await waitFor(() => expect(result.current.inProgress).toBe(false));
      rerender({ enabled: false });
      rerender({ enabled: true });
      await waitFor(() => expect(result.current.inProgress).toBe(false));
      backOnline();
      await waitFor(() => expect(result.current.data?.title).toBe('Conseils pour la saison des tempêtes'));
    });
  });

  it('asks once, in the new language, when turned on after the language changed while it was off', async () => {
    const { result, rerender } = renderHook(({ enabled }) => useCall(state, 'page', 'customContent.get', { id: 'storm-tips' }, { enabled }), { initialProps: { enabled: true } });
    await waitFor(() => expect(result.current.data?.title).toBe('Storm season tips'));
    rerender({ enabled: false });
    act(() => {
      appState.language = 'fr';
    });
    expect(languages).toEqual(['en']);
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.data?.title).toBe('Conseils pour la saison des tempêtes'));
    await waitFor(() => expect(result.current.inProgress).toBe(false));
    expect(languages).toEqual(['en', 'fr']);
  });

  it('shows the answer in English when the visitor switches to French and back before the French one came', async () => {
    const { result } = renderHook(() => useCall(state, 'page', 'customContent.get', { id: 'storm-tips' }, { maxAge: 60_000 }));
    await waitFor(() => expect(result.current.data?.title).toBe('Storm season tips'));
    await switchToFrenchWhileStormTipsIsSlow();
    act(() => {
      appState.language = 'en';
    });
    await waitFor(() => expect(languages).toEqual(['en', 'fr', 'en']));
    await waitFor(() => expect(result.current.inProgress).toBe(false));
    // Past the French answer's delay: it must not replace the English one.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(result.current.data?.title).toBe('Storm season tips');
  });

  it('joins the French answer on its way when turned off and on again before it came', async () => {
    const { result, rerender } = renderHook(({ enabled }) => useCall(state, 'page', 'customContent.get', { id: 'storm-tips' }, { enabled }), { initialProps: { enabled: true } });
    await waitFor(() => expect(result.current.data?.title).toBe('Storm season tips'));
    await switchToFrenchWhileStormTipsIsSlow();
    rerender({ enabled: false });
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.data?.title).toBe('Conseils pour la saison des tempêtes'));
    await waitFor(() => expect(result.current.inProgress).toBe(false));
    expect(languages).toEqual(['en', 'fr']);
  });

  it('asks for the new item when its id changes while the French answer for the old one is on its way', async () => {
    const { result, rerender } = renderHook(({ id }) => useCall(state, 'page', 'customContent.get', { id }), { initialProps: { id: 'storm-tips' } });
    await waitFor(() => expect(result.current.data?.title).toBe('Storm season tips'));
    await switchToFrenchWhileStormTipsIsSlow();
    rerender({ id: 'winter-driving' });
    await waitFor(() => expect(result.current.data?.title).toBe('Liste de vérification pour la conduite hivernale'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(result.current.data?.title).toBe('Liste de vérification pour la conduite hivernale');
    expect(requested.filter((path) => path.endsWith('/winter-driving'))).toHaveLength(1);
  });

  it('asks for the answer into the new state when the state changes while the French answer is on its way', async () => {
    const first = state;
    const { result, rerender } = renderHook(({ target }) => useCall(target, 'page', 'customContent.get', { id: 'storm-tips' }), { initialProps: { target: first } });
    await waitFor(() => expect(result.current.data?.title).toBe('Storm season tips'));
    await switchToFrenchWhileStormTipsIsSlow();
    const second = slice();
    rerender({ target: second });
    await waitFor(() => expect(second.page.data?.title).toBe('Conseils pour la saison des tempêtes'));
    expect(languages).toEqual(['en', 'fr', 'fr']);
  });

  it('counts the French answer that came while it was turned off: turned on, it serves it fresh', async () => {
    const { result, rerender } = renderHook(({ enabled }) => useCall(state, 'page', 'customContent.get', { id: 'storm-tips' }, { enabled, maxAge: 60_000 }), { initialProps: { enabled: true } });
    await waitFor(() => expect(result.current.data?.title).toBe('Storm season tips'));
    await switchToFrenchWhileStormTipsIsSlow();
    rerender({ enabled: false });
    await waitFor(() => expect(result.current.data?.title).toBe('Conseils pour la saison des tempêtes'));
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.inProgress).toBe(false));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(languages).toEqual(['en', 'fr']);
    expect(result.current.data?.title).toBe('Conseils pour la saison des tempêtes');
  });

  it('asks once on mount, whatever the language then', async () => {
    appState.language = 'fr';
    const { result } = renderHook(() => useNumbers());
    await waitFor(() => expect(result.current.success).toBe(true));
    expect(languages).toEqual(['fr']);
  });
});
