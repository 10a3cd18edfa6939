import { describe, expect, it } from 'vitest';
import { createActivityMonitor, type Clock } from '../session/activity-monitor.ts';
import { sessionTimeouts } from '../session/session-timeouts.ts';
import { chatState, initialChatState, resetChat, shouldResetChatWhenIdle } from './chat-state.ts';

function manualClock() {
  let now = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  let id = 0;
  const clock: Clock = {
    now: () => now,
    setTimeout: (fn, ms) => (timers.set(++id, { at: now + ms, fn }), id),
    clearTimeout: (t) => void timers.delete(t as number),
  };
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const due = [...timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      timers.delete(due[0]);
      now = due[1].at;
      due[1].fn();
    }
    now = end;
  };
  return { clock, advance };
}

const busyChat = () =>
  Object.assign(chatState, {
    chatData: [{ id: 'm1', from: 'client', authorName: 'You', text: 'Hi', sentAt: '2026-11-23T10:00:00Z', read: true }],
    isChatEmpty: false,
    chatEmail: 'emilie.tremblay@example.ca',
    chatName: 'Émilie',
    unreadCount: 3,
    chatIdentity: 'chat-1',
    channelName: 'private-chat-chat-1',
    title: 'Chat with Lakeshore',
    headerMessage: 'We answer fast',
  });

describe('chat reset after the longer idle period (docs/product-rules.md#chat-reset)', () => {
  it('applies to a signed-in user with a non-empty chat only', () => {
    expect(shouldResetChatWhenIdle(true, { isChatEmpty: false })).toBe(true);
    expect(shouldResetChatWhenIdle(true, { isChatEmpty: true })).toBe(false);
    expect(shouldResetChatWhenIdle(false, { isChatEmpty: false })).toBe(false);
  });

  it('clears identity, channel, title, e-mail and unread count (and the ended chat’s messages)', () => {
    busyChat();
    resetChat();
    expect(chatState).toMatchObject({ chatIdentity: '', channelName: '', title: '', chatEmail: '', unreadCount: 0, chatData: [], isChatEmpty: true, chatName: '' });
    Object.assign(chatState, structuredClone(initialChatState));
  });

  it('goes to / only through the navigate callback it is given', () => {
    busyChat();
    const visited: string[] = [];
    resetChat({ navigate: (path) => visited.push(path) });
    expect(visited).toEqual(['/']);
    resetChat();
    expect(visited).toEqual(['/']);
    Object.assign(chatState, structuredClone(initialChatState));
  });

  it('fires after 60 minutes without input (not before), through the session’s activity monitor', () => {
    busyChat();
    const { clock, advance } = manualClock();
    const signedIn = true;
    const monitor = createActivityMonitor(
      sessionTimeouts('direct', { getItem: () => null }),
      {
        onIdleChange: () => undefined,
        onCountdown: () => undefined,
        onAutoLogout: () => undefined,
        onLongIdle: () => {
          if (shouldResetChatWhenIdle(signedIn, chatState)) resetChat();
        },
        isSignedIn: () => false, // no auto-logout countdown in the way
      },
      clock,
    );
    advance(59 * 60_000);
    expect(chatState.chatIdentity).toBe('chat-1');
    advance(60_000);
    expect(chatState.chatIdentity).toBe('');
    expect(chatState.unreadCount).toBe(0);
    monitor.stop();
    Object.assign(chatState, structuredClone(initialChatState));
  });
});
