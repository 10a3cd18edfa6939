// The browser's back and forward ask the unsaved-changes guard (guardHistoryTraversal): a "no"
// keeps the screen (the router never hears of the move, the entry comes back on top); a "yes" or
// a move within the screen goes through.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import 'wouter/use-browser-location'; // the router's history patch (its pushState/replaceState events)
import { useUnsavedChangesGuard } from './navigation-guard.ts';
import en from '../generated/i18n/en.json';

function DirtyScreen({ stays }: { stays?: (to: string) => boolean }) {
  useUnsavedChangesGuard(true, stays);
  return null;
}

const renderDirtyScreen = (stays?: (to: string) => boolean) =>
  render(
    <IntlProvider locale="en" messages={en}>
      <DirtyScreen stays={stays} />
    </IntlProvider>,
  );

const popped = () => new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
const where = () => window.location.pathname + window.location.search;

describe('back and forward under the unsaved-changes guard', () => {
  let asked: string[];
  let answer: boolean;
  /** What the router hears: popstate listeners added after the guard's. */
  let heard: string[];
  const router = () => heard.push(where());

  beforeEach(() => {
    asked = [];
    answer = false;
    heard = [];
    vi.spyOn(window, 'confirm').mockImplementation((question) => {
      asked.push(String(question));
      return answer;
    });
    window.history.replaceState(null, '', '/');
    window.history.pushState(null, '', '/claims/form?step=note');
    window.addEventListener('popstate', router);
  });
  afterEach(() => {
    window.removeEventListener('popstate', router);
    vi.restoreAllMocks();
  });

  it('asks on back, and a "no" keeps the screen and its URL without the router hearing it', async () => {
    const screen = renderDirtyScreen();
    // The guard stops the event, so no later listener hears it: wait for the question instead.
    window.history.back();
    await vi.waitFor(() => expect(asked).toEqual(['Are you sure you want to navigate away from this page?']));
    expect(heard).toEqual([]);
    expect(where()).toBe('/claims/form?step=note');

    // Asked again and answered yes: the move goes through to the router.
    answer = true;
    const again = popped();
    window.history.back();
    await again;
    expect(asked).toHaveLength(2);
    expect(where()).toBe('/');
    expect(heard).toEqual(['/']);
    screen.unmount();
  });

  it('never asks for a move within the screen (a flow’s previous step)', async () => {
    window.history.pushState(null, '', '/claims/form?step=witness');
    const screen = renderDirtyScreen((to) => to.startsWith('/claims/form'));
    const back = popped();
    window.history.back();
    await back;
    expect(asked).toEqual([]);
    expect(where()).toBe('/claims/form?step=note');
    expect(heard).toEqual(['/claims/form?step=note']);
    screen.unmount();
  });

  it('lets back through without asking when no screen guards', async () => {
    const back = popped();
    window.history.back();
    await back;
    expect(asked).toEqual([]);
    expect(where()).toBe('/');
    expect(heard).toEqual(['/']);
  });
});
