// An in-app navigation waits (a little) for the new screen's chunk and its first data, so the old
// screen stays rather than a loading state; only the last of quick taps navigates.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const navigate = vi.fn();
vi.mock('../ui/navigation-guard.ts', () => ({ useGuardedLocation: () => ['/', navigate] }));
const loaded = new Set<string>();
const pending = new Map<string, () => void>();
let dataArrives: (() => void) | undefined;
const enter = vi.fn(() => new Promise<void>((resolve) => (dataArrives = resolve)));
vi.mock('./route-table.ts', () => ({
  findRoute: (path: string) =>
    path === '/with-data'
      ? { path, access: 'public', screen: { isLoaded: () => true, preload: () => Promise.resolve() }, enter }
      : ['/slow', '/quick'].includes(path)
      ? {
          path,
          access: 'public',
          screen: {
            isLoaded: () => loaded.has(path),
            preload: () => new Promise<void>((resolve) => pending.set(path, () => (loaded.add(path), resolve()))),
          },
        }
      : undefined,
}));

// The module listens for Back and Forward on the window: a bare event target stands in for it here.
vi.stubGlobal('window', new EventTarget());
const { useAppLocation } = await import('./app-location.ts');
const { LONGEST_WAIT_MS } = await import('./preload-route.ts');
const { PENDING_SIGN_AFTER_MS } = await import('./app-location.ts');
const { runtimeState } = await import('../state/runtime-state.ts');
const { appState } = await import('../state/app-state.ts');
runtimeState.runtime = { chat: { chatOnly: false }, features: {} } as never;
// Outside React: the mocked guard hook holds no state, so the hook is a plain function here.
const useTap = (to: string) => (useAppLocation({} as never)[1] as (to: string) => void)(to);

beforeEach(() => {
  appState.navigating = false;
  navigate.mockClear();
  loaded.clear();
  pending.clear();
  vi.useRealTimers();
});

describe('useAppLocation', () => {
  it('navigates at once to a route whose screen is loaded, or to an unknown path', () => {
    loaded.add('/quick');
    useTap('/quick?x=1');
    useTap('/nowhere');
    expect(navigate.mock.calls.map(([to]) => to)).toEqual(['/quick?x=1', '/nowhere']);
  });

  it("waits for the new screen's chunk, then navigates", async () => {
    useTap('/slow');
    expect(navigate).not.toHaveBeenCalled();
    pending.get('/slow')?.();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/slow', undefined));
  });

  it('navigates anyway when the chunk is slower than the longest wait', async () => {
    vi.useFakeTimers();
    useTap('/slow');
    await vi.advanceTimersByTimeAsync(LONGEST_WAIT_MS);
    expect(navigate).toHaveBeenCalledWith('/slow', undefined);
  });

  it("waits for the new route's first data, its screen being loaded, then navigates", async () => {
    useTap('/with-data?room=r1');
    expect(enter).toHaveBeenCalledWith(new URLSearchParams('room=r1'), runtimeState.runtime);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(navigate).not.toHaveBeenCalled();
    dataArrives?.();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/with-data?room=r1', undefined));
  });

  it('navigates anyway when the first data is slower than the longest wait', async () => {
    vi.useFakeTimers();
    useTap('/with-data');
    await vi.advanceTimersByTimeAsync(LONGEST_WAIT_MS - 1);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(navigate).toHaveBeenCalledWith('/with-data', undefined);
  });

  it('says a page is on its way once a wait lasts, and no more once it navigates', async () => {
    vi.useFakeTimers();
    useTap('/slow');
    await vi.advanceTimersByTimeAsync(PENDING_SIGN_AFTER_MS - 1);
    expect(appState.navigating).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(appState.navigating).toBe(true);
    pending.get('/slow')?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(navigate).toHaveBeenCalledWith('/slow', undefined);
    expect(appState.navigating).toBe(false);
  });

  it('says nothing of a quick wait, nor of a tap with nothing to wait for', async () => {
    vi.useFakeTimers();
    useTap('/slow');
    await vi.advanceTimersByTimeAsync(PENDING_SIGN_AFTER_MS / 2);
    pending.get('/slow')?.();
    await vi.advanceTimersByTimeAsync(PENDING_SIGN_AFTER_MS * 2);
    expect(navigate).toHaveBeenCalledWith('/slow', undefined);
    expect(appState.navigating).toBe(false);
    useTap('/slow');
    await vi.advanceTimersByTimeAsync(PENDING_SIGN_AFTER_MS * 2);
    expect(appState.navigating).toBe(false);
  });

  it('keeps the sign up to the last of two taps: a superseded wait ending does not clear it', async () => {
    vi.useFakeTimers();
    useTap('/slow');
    useTap('/with-data');
    await vi.advanceTimersByTimeAsync(PENDING_SIGN_AFTER_MS);
    pending.get('/slow')?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(appState.navigating).toBe(true);
    dataArrives?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(navigate.mock.calls.map(([to]) => to)).toEqual(['/with-data']);
    expect(appState.navigating).toBe(false);
  });

  it('opens nothing when Back is pressed while a tap waits, and takes the sign down', async () => {
    vi.useFakeTimers();
    useTap('/slow');
    await vi.advanceTimersByTimeAsync(PENDING_SIGN_AFTER_MS);
    expect(appState.navigating).toBe(true);
    window.dispatchEvent(new Event('popstate'));
    expect(appState.navigating).toBe(false);
    pending.get('/slow')?.();
    await vi.advanceTimersByTimeAsync(LONGEST_WAIT_MS);
    expect(navigate).not.toHaveBeenCalled();
    expect(appState.navigating).toBe(false);
    // A tap after it waits and navigates as before.
    useTap('/with-data');
    dataArrives?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(navigate.mock.calls.map(([to]) => to)).toEqual(['/with-data']);
  });

  it('lets only the last of two quick taps navigate', async () => {
    useTap('/slow');
    loaded.add('/quick');
    useTap('/quick');
    pending.get('/slow')?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(navigate.mock.calls.map(([to]) => to)).toEqual(['/quick']);
  });
});
