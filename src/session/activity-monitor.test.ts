import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActivityMonitor, realClock, type ActivityCallbacks } from './activity-monitor.ts';
import { sessionTimeouts, TIMEOUT_OVERRIDE_KEYS } from './session-timeouts.ts';

function harness(signedIn = true) {
  const events: string[] = [];
  const countdown: (number | null)[] = [];
  const callbacks: ActivityCallbacks = {
    onIdleChange: (idle) => events.push(idle ? 'idle' : 'active'),
    onCountdown: (left) => countdown.push(left),
    onAutoLogout: () => events.push('logOutAuto'),
    onLongIdle: () => events.push('longIdle'),
    isSignedIn: () => signedIn,
  };
  const monitor = createActivityMonitor(sessionTimeouts('direct', { getItem: () => null }), callbacks, realClock);
  return { events, countdown, monitor };
}

describe('session timeouts', () => {
  it.each([
    ['direct', 15 * 60_000, 60_000, 60 * 60_000, 15 * 60 + 60 + 3],
    ['app', 5_256_000 * 60_000, 60_000, 20_160 * 60_000, 5_256_000 * 60 + 60 + 3],
  ] as const)('%s defaults', (mode, autoLogoutMs, extendMs, longIdleMs, tokenLifetimeSeconds) => {
    expect(sessionTimeouts(mode, { getItem: () => null })).toEqual({ autoLogoutMs, extendMs, longIdleMs, tokenLifetimeSeconds });
  });

  it('takes overrides from local storage and ignores nonsense', () => {
    const values: Record<string, string> = { [TIMEOUT_OVERRIDE_KEYS.autoLogoutMinutes]: '2', [TIMEOUT_OVERRIDE_KEYS.extendSeconds]: '10' };
    expect(sessionTimeouts('direct', { getItem: (k) => values[k] ?? null })).toMatchObject({ autoLogoutMs: 120_000, extendMs: 10_000, tokenLifetimeSeconds: 133 });
    expect(sessionTimeouts('direct', { getItem: () => 'abc' }).autoLogoutMs).toBe(15 * 60_000);
    expect(sessionTimeouts('direct', { getItem: () => '-5' }).extendMs).toBe(60_000);
  });
});

describe('activity monitor', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-22T12:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('flags idle after 5 000 ms without input and clears it on the next (debounced) input', () => {
    const { events, monitor } = harness();
    vi.advanceTimersByTime(4_999);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['idle']);
    monitor.input();
    vi.advanceTimersByTime(249);
    expect(events).toEqual(['idle']);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['idle', 'active']);
    monitor.stop();
  });

  it('keeps postponing idle while input keeps coming', () => {
    const { events, monitor } = harness();
    for (let i = 0; i < 10; i += 1) {
      vi.advanceTimersByTime(3_000);
      monitor.input();
    }
    expect(events).toEqual([]);
    monitor.stop();
  });

  it('opens the countdown after 15 minutes, counts 60 s down and logs out automatically at zero', () => {
    const { events, countdown, monitor } = harness();
    vi.advanceTimersByTime(15 * 60_000 - 1);
    expect(countdown).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(countdown).toEqual([60]);
    vi.advanceTimersByTime(30_000);
    expect(countdown.at(-1)).toBe(30);
    monitor.input(); // moving the mouse does not extend: only the button does
    vi.advanceTimersByTime(30_000);
    expect(events.filter((e) => e === 'logOutAuto')).toHaveLength(1);
    expect(countdown.at(-1)).toBeNull();
    monitor.stop();
  });

  it("'Extend session' closes the countdown and renews activity for another full period", () => {
    const { events, countdown, monitor } = harness();
    vi.advanceTimersByTime(15 * 60_000 + 20_000);
    expect(countdown.at(-1)).toBe(40);
    monitor.extend();
    expect(countdown.at(-1)).toBeNull();
    vi.advanceTimersByTime(15 * 60_000 - 1);
    expect(events).not.toContain('logOutAuto');
    expect(countdown.at(-1)).toBeNull();
    vi.advanceTimersByTime(1 + 60_000);
    expect(events).toContain('logOutAuto');
    monitor.stop();
  });

  it('never counts down for a visitor who is not signed in', () => {
    const { events, countdown, monitor } = harness(false);
    vi.advanceTimersByTime(30 * 60_000);
    expect(countdown).toEqual([]);
    expect(events).not.toContain('logOutAuto');
    monitor.stop();
  });

  it('reports the longer idle period once', () => {
    const { events, monitor } = harness(false);
    vi.advanceTimersByTime(60 * 60_000);
    expect(events.filter((e) => e === 'longIdle')).toHaveLength(1);
    vi.advanceTimersByTime(60 * 60_000);
    expect(events.filter((e) => e === 'longIdle')).toHaveLength(1);
    monitor.stop();
  });

  it('handles the installed app’s ten-year timeout without firing early', () => {
    const events: string[] = [];
    const monitor = createActivityMonitor(sessionTimeouts('app', { getItem: () => null }), {
      onIdleChange: () => undefined,
      onCountdown: (left) => events.push(`countdown ${left}`),
      onAutoLogout: () => events.push('logOutAuto'),
      onLongIdle: () => events.push('longIdle'),
      isSignedIn: () => true,
    });
    vi.advanceTimersByTime(30 * 24 * 60 * 60_000); // 30 days: past setTimeout's 24.8-day ceiling
    expect(events).toEqual(['longIdle']);
    monitor.stop();
  });
});
