import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { lazyPart } from './lazy-part.tsx';

class Catch extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>caught: {this.state.error.message}</p> : this.props.children;
  }
}

describe('lazyPart', () => {
  it('renders the part once its chunk has loaded', async () => {
    const Part = lazyPart(async () => ({ text }: { text: string }) => <p>{text}</p>);
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
    const Part = lazyPart(load);
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
    const Part = lazyPart(async () => () => {
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
    const Part = lazyPart(load);
    Part.preload();
    expect(load).toHaveBeenCalledTimes(1);
    render(<Part />);
    expect(await screen.findByText('ready')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
