import { describe, expect, it } from 'vitest';
import { pushStatus, pushStep, UNSUPPORTED_MESSAGE, type PushCall, type PushEvent, type PushInputs } from './push-machine.ts';

const base: PushInputs = {
  supported: true,
  permission: 'prompt',
  flags: { chat: true, documents: false },
  widget: false,
  signedIn: true,
  hasKey: true,
  subscribed: false,
  sent: false,
};

const sendCurrent: PushCall = { call: 'send', subscription: 'current' };
const sendNull: PushCall = { call: 'send', subscription: null };
const log: PushCall = { call: 'log', message: UNSUPPORTED_MESSAGE };

type Row = [string, Partial<PushInputs>, PushEvent['type'], PushStatus, PushCall[]];
type PushStatus = ReturnType<typeof pushStatus>;

const rows: Row[] = [
  // Asking and subscribing.
  ['prompt: turning on asks permission first', {}, 'turnOn', 'available', [{ call: 'requestPermission' }]],
  ['granted answer: subscribe, then send the subscription', { permission: 'granted' }, 'permissionAnswered', 'available', [{ call: 'subscribe' }, sendCurrent]],
  ['granted already: turning on subscribes and sends', { permission: 'granted' }, 'turnOn', 'available', [{ call: 'subscribe' }, sendCurrent]],
  ['granted and subscribed but never sent: turning on sends it', { permission: 'granted', subscribed: true }, 'turnOn', 'available', [sendCurrent]],
  ['granted, subscribed and sent: on', { permission: 'granted', subscribed: true, sent: true }, 'start', 'on', []],
  ['start with a subscription the server never got: send it', { permission: 'granted', subscribed: true }, 'start', 'available', [sendCurrent]],
  ['documents flag alone is enough', { flags: { chat: false, documents: true } }, 'turnOn', 'available', [{ call: 'requestPermission' }]],
  // Refusals and permission changes.
  ['denied answer: nothing to send when the server holds nothing', { permission: 'denied' }, 'permissionAnswered', 'blocked', []],
  ['prompt answer (dismissed): nothing sent', {}, 'permissionAnswered', 'available', []],
  ['denied: turning on does nothing (the browser would not ask)', { permission: 'denied' }, 'turnOn', 'blocked', []],
  ['permission changed to denied: a null subscription', { permission: 'denied', subscribed: true, sent: true }, 'permissionChanged', 'blocked', [sendNull]],
  ['permission changed back to prompt: a null subscription', { permission: 'prompt', sent: true }, 'permissionChanged', 'available', [sendNull]],
  ['permission changed while nothing was sent: nothing', { permission: 'denied' }, 'permissionChanged', 'blocked', []],
  ['permission withdrawn while the app was closed: null on start', { permission: 'denied', sent: true }, 'start', 'blocked', [sendNull]],
  ['permission changed to granted: waits for the user to turn on', { permission: 'granted' }, 'permissionChanged', 'available', []],
  // Unsubscribing.
  ['turning off: unsubscribe, then a null subscription', { permission: 'granted', subscribed: true, sent: true }, 'turnOff', 'on', [{ call: 'unsubscribe' }, sendNull]],
  ['turning off with nothing in the browser: still tells the server', { permission: 'granted', sent: true }, 'turnOff', 'available', [sendNull]],
  ['turning off with nothing anywhere: nothing', { permission: 'granted' }, 'turnOff', 'available', []],
  // Unsupported and off.
  ['unsupported browser: logged, push unavailable', { supported: false }, 'start', 'unsupported', [log]],
  ['unsupported browser: turning on only logs', { supported: false }, 'turnOn', 'unsupported', [log]],
  ['no VAPID key: unavailable', { hasKey: false }, 'turnOn', 'unsupported', [log]],
  ['widget: push off, nothing asked', { widget: true }, 'turnOn', 'off', []],
  ['no push flag: push off', { flags: { chat: false, documents: false } }, 'turnOn', 'off', []],
  ['signed out: push off', { signedIn: false }, 'turnOn', 'off', []],
  ['push switched off while the server holds a subscription: withdrawn on start', { widget: true, sent: true }, 'start', 'off', [sendNull]],
];

describe('push state machine (docs/product-rules.md#push)', () => {
  it.each(rows)('%s', (_name, inputs, event, status, calls) => {
    const step = pushStep({ ...base, ...inputs }, { type: event });
    expect(step.status).toBe(status);
    expect(step.calls).toEqual(calls);
  });

  it('never subscribes or asks permission unless the user turns push on', () => {
    const permissions = ['granted', 'denied', 'prompt'] as const;
    for (const permission of permissions) {
      for (const event of ['start', 'permissionChanged'] as const) {
        for (const subscribed of [true, false]) {
          const calls = pushStep({ ...base, permission, subscribed }, { type: event }).calls.map((c) => c.call);
          expect(calls).not.toContain('subscribe');
          expect(calls).not.toContain('requestPermission');
        }
      }
    }
  });
});
