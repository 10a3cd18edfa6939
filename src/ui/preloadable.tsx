// A component whose code is a chunk of its own, loaded on first render or ahead of it (preload).
// Once loaded it renders synchronously, with no Suspense boundary switching: React 19 holds back a
// boundary's reveal for up to 300 ms after its fallback was shown, so a start-up where several
// boundaries switch in turn showed its parts one after another (docs/adr/0055-react-in-every-build.md). Start-up preloads what the first screen shows; nothing suspends then.
import { createElement, useEffect, useReducer, type ComponentType, type ReactNode } from 'react';

export interface Preloadable<P> {
  (props: P): ReactNode;
  /** Starts loading the chunk (once); resolves when it is ready, rejects when it cannot load. */
  preload(): Promise<void>;
  /** Whether the chunk is in, so a render shows the component at once. */
  isLoaded(): boolean;
}

function loader<P>(load: () => Promise<ComponentType<P>>) {
  let component: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  let failure: { reason: unknown } | undefined;
  const start = (): Promise<void> => {
    if (!pending) {
      pending = load().then(
        (loaded) => {
          component = loaded;
        },
        (reason: unknown) => {
          // A chunk that failed (e.g. offline) is asked for again next time.
          pending = undefined;
          failure = { reason };
          throw reason;
        },
      );
      // The failure is kept for the next render to show (takeFailure); a load that no render waits
      // for any more (React dropped that attempt) must not end as an unhandled rejection.
      pending.catch(() => undefined);
    }
    return pending;
  };
  /** The last load's failure, once: whoever takes it shows it; the next render loads again. */
  const takeFailure = () => {
    const taken = failure;
    failure = undefined;
    return taken;
  };
  return { start, current: () => component, takeFailure };
}

/**
 * A screen: until its chunk has loaded it suspends (the route gate shows its loading state, and a
 * chunk that cannot load reaches the page's error boundary with Retry).
 */
export function preloadableScreen<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  const chunk = loader(load);
  const Screen = ((props: P) => {
    const loaded = chunk.current();
    if (loaded) return createElement(loaded, props);
    const failed = chunk.takeFailure();
    if (failed) throw failed.reason;
    // Suspends: the boundary renders this again once the chunk is in (or shows its error).
    throw chunk.start();
  }) as Preloadable<P>;
  Screen.preload = chunk.start;
  Screen.isLoaded = () => chunk.current() !== undefined;
  return Screen;
}

/**
 * A part of the page that may come a moment later (a notice, a banner, the install prompt): it
 * renders nothing until its chunk has loaded, never suspends, and a chunk that cannot load renders
 * nothing and is tried again the next time the part renders. Render errors of the part propagate.
 */
export function preloadablePart<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  const chunk = loader(load);
  const Part = ((props: P) => {
    const [, loadedNow] = useReducer((count: number) => count + 1, 0);
    const loaded = chunk.current();
    useEffect(() => {
      if (loaded) return;
      let live = true;
      chunk.start().then(
        () => live && loadedNow(),
        (reason: unknown) => {
          chunk.takeFailure();
          console.error('A part of the app could not be loaded', reason);
        },
      );
      return () => {
        live = false;
      };
    });
    return loaded ? createElement(loaded, props) : null;
  }) as Preloadable<P>;
  Part.preload = chunk.start;
  Part.isLoaded = () => chunk.current() !== undefined;
  return Part;
}
