import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { preloadablePart, preloadableScreen } from './preloadable.tsx';

class Catch extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>caught: {this.state.error.message}</p> : this.props.children;
  }
}

describe('preloadablePart', () => {
  it('renders the part once its chunk has loaded', async () => {
    const Part = preloadablePart(async () => ({ text }: { text: string }) => <p>{text}</p>);
    render(<Part text="hello" />);
    expect(await screen.findByText('hello')).toBeTruthy();
  });

  it('renders nothing when the chunk cannot load, and tries again the next time it renders', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new TypeError('Failed to fetch dynamically imported module');
      return () => <p>loaded</p>;
    });
    const Part = preloadablePart(load);
    const first = render(
      <div data-testid="host">
        <Part />
      </div>,
    );
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.getByTestId('host').textContent).toBe('');
    first.unmount();
    fail = false;
    render(<Part />);
    expect(await screen.findByText('loaded')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('lets a render error of the part reach the boundaries above it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Part = preloadablePart(async () => () => {
      throw new Error('broken part');
    });
    render(
      <Catch>
        <Part />
      </Catch>,
    );
    expect(await screen.findByText('caught: broken part')).toBeTruthy();
    error.mockRestore();
  });

  it('can be loaded ahead of its first render', async () => {
    const load = vi.fn(async () => () => <p>ready</p>);
    const Part = preloadablePart(load);
    await Part.preload();
    expect(load).toHaveBeenCalledTimes(1);
    render(<Part />);
    // Loaded ahead: it is there in the first render, with no later reveal.
    expect(screen.getByText('ready')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('preloadableScreen', () => {
  it('suspends until its chunk has loaded, then renders', async () => {
    const Screen = preloadableScreen(async () => () => <p>screen</p>);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('screen')).toBeTruthy();
  });

  it('renders at once, without its fallback, when preloaded', async () => {
    const Screen = preloadableScreen(async () => () => <p>screen</p>);
    await Screen.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('screen')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('gives a chunk that cannot load to the error boundary, and loads it again on the next try', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new TypeError('Failed to fetch dynamically imported module');
      return () => <p>screen</p>;
    });
    const Screen = preloadableScreen(load);
    const first = render(
      <Catch>
        <Suspense fallback={<p>loading</p>}>
          <Screen />
        </Suspense>
      </Catch>,
    );
    expect(await screen.findByText(/caught: Failed to fetch/)).toBeTruthy();
    first.unmount();
    fail = false;
    await expect(Screen.preload()).resolves.toBeUndefined();
    render(<Screen />);
    expect(screen.getByText('screen')).toBeTruthy();
    error.mockRestore();
  });
});
