import { describe, expect, it } from 'vitest';
import type { Runtime } from '../../settings/runtime.ts';
import { followOfficeHours } from './chat-service.ts';
import { realtimeUrl } from './chat-sync.ts';

const hours = { daysAvailable: ['1', '2', '3', '4', '5', '6'] as '1'[], startTime: '8:00 am', endTime: '8:00 pm' };
const base = { features: { chat: true }, timeZone: 'America/Halifax', chat: { enabled: true, chatOnly: false, hideAfterHours: true, officeHours: hours } } as unknown as Runtime;

describe('chat enabled follows the office hours while the app is open', () => {
  it('turns chat off when the office closes and on when it opens, only on a change', () => {
    let runtime: Runtime = base;
    let writes = 0;
    let now = new Date('2026-11-23T23:59:00Z'); // Monday 7:59 pm in Halifax
    let tick: () => void = () => undefined;
    const stop = followOfficeHours(
      () => runtime,
      (next) => {
        runtime = next;
        writes += 1;
      },
      () => now,
      (fn) => {
        tick = fn;
        return () => undefined;
      },
    );
    expect(runtime.chat.enabled).toBe(true);
    expect(writes).toBe(0);
    now = new Date('2026-11-24T00:01:00Z'); // 8:01 pm: closed
    tick();
    expect(runtime.chat.enabled).toBe(false);
    tick();
    expect(writes).toBe(1);
    now = new Date('2026-11-24T12:00:00Z'); // Tuesday 8:00 am: open
    tick();
    expect(runtime.chat.enabled).toBe(true);
    expect(writes).toBe(2);
    stop();
  });

  it('leaves a brokerage without hideChatAfterHours alone', () => {
    const runtime = { ...base, chat: { ...base.chat, hideAfterHours: false } } as Runtime;
    let written = false;
    followOfficeHours(() => runtime, () => (written = true), () => new Date('2026-11-22T16:00:00Z'), () => () => undefined);
    expect(written).toBe(false);
  });
});

describe('realtime url', () => {
  it('is beside the API base, ws: or wss: like the page, with the channel', () => {
    expect(realtimeUrl('private-chat-1', '/api', 'http://lakeshore.localhost:5173/chat')).toBe('ws://lakeshore.localhost:5173/api/realtime?channel=private-chat-1');
    expect(realtimeUrl('c 1', 'https://api.example.com/v1/', 'https://app.example.com/')).toBe('wss://api.example.com/v1/realtime?channel=c+1');
  });
});
