// Parts of the shell that few visits show (the logout countdown, a settings error, the install
// prompt, a banner) or that can wait until the first screen is up: their code is a chunk of its
// own, loaded when the part first renders, so the first page does not carry it. Parents render a
// part only when it has something to show. A chunk that cannot load (e.g. offline without the
// service worker) renders nothing and is tried again the next time the part renders; any other
// error propagates as before.
import { Component, Suspense, lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

class LoadFailed extends Error {
  constructor(readonly reason: unknown) {
    super('A part of the app could not be loaded');
  }
}

interface BoundaryProps {
  children: ReactNode;
  onLoadFailed: () => void;
}

class PartBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    if (error instanceof LoadFailed) {
      console.error(error.message, error.reason);
      this.props.onLoadFailed();
    }
  }

  override render(): ReactNode {
    if (this.state.error === undefined) return this.props.children;
    if (this.state.error instanceof LoadFailed) return null;
    throw this.state.error;
  }
}

export interface LazyPart<P> {
  (props: P): ReactNode;
  /** Starts loading the chunk ahead of the first render (e.g. once a user signs in). */
  preload(): void;
}

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () =>
    (pending ??= load().then(
      (component) => ({ default: component }),
      (reason: unknown) => {
        throw new LoadFailed(reason);
      },
    ));
  let Lazy: LazyExoticComponent<ComponentType<P>> = lazy(start);
  const retryLater = () => {
    pending = undefined;
    Lazy = lazy(start);
  };
  const Part = ((props: P) => (
    <PartBoundary onLoadFailed={retryLater}>
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    </PartBoundary>
  )) as LazyPart<P>;
  Part.preload = () => {
    start().catch(retryLater);
  };
  return Part;
}
