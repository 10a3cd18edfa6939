import { describe, expect, it } from 'vitest';
import { createPushController, keyBytes, type PushBrowser, type PushSubscriptionData } from './push-subscription.ts';
import { initialPushState } from './push-state.ts';
import type { PushPermission } from './push-machine.ts';
import pushKeys from '../../fixtures/data/push-keys.json';

const SUBSCRIPTION: PushSubscriptionData = { endpoint: 'https://push.example.net/send/1', expirationTime: null, keys: { p256dh: 'BNc1x9', auth: 'k8Jv2Q' } };

/** A browser whose permission the test sets; it records what the adapter asked of it. */
function fakeBrowser(options: { supported?: boolean; permission?: PushPermission; answer?: PushPermission; subscribeFails?: boolean } = {}) {
  const calls: string[] = [];
  let permission: PushPermission = options.permission ?? 'prompt';
  let subscription: PushSubscriptionData | null = null;
  let onChange: (() => void) | undefined;
  const browser: PushBrowser = {
    supported: () => options.supported ?? true,
    permission: async () => permission,
    requestPermission: async () => {
      calls.push('requestPermission');
      permission = options.answer ?? 'granted';
      return permission;
    },
    subscription: async () => subscription,
    subscribe: async (key) => {
      calls.push(`subscribe ${key.slice(0, 8)}`);
      if (options.subscribeFails) throw new Error('no push service');
      subscription = SUBSCRIPTION;
      return subscription;
    },
    unsubscribe: async () => {
      calls.push('unsubscribe');
      subscription = null;
    },
    watchPermission: async (callback) => {
      onChange = callback;
      return () => (onChange = undefined);
    },
  };
  return {
    browser,
    calls,
    /** The user changes the permission in the browser's settings (a revoked permission drops the subscription). */
    change(next: PushPermission) {
      permission = next;
      if (next !== 'granted') subscription = null;
      onChange?.();
    },
  };
}

function setup(fake: ReturnType<typeof fakeBrowser>, account: Partial<{ widget: boolean; chat: boolean; key: string | undefined }> = {}) {
  const sent: (PushSubscriptionData | null)[] = [];
  const state = initialPushState();
  const controller = createPushController({
    browser: fake.browser,
    state,
    send: async (subscription) => {
      sent.push(subscription);
      return true;
    },
    account: () => ({ flags: { chat: account.chat ?? true, documents: false }, widget: account.widget ?? false, signedIn: true, key: 'key' in account ? account.key : pushKeys.publicKey }),
  });
  return { controller, state, sent };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('push adapter over the machine', () => {
  it('asks permission, subscribes with the VAPID key, sends the subscription; denied later sends null', async () => {
    const fake = fakeBrowser();
    const { controller, state, sent } = setup(fake);
    await controller.watch();
    await controller.dispatch({ type: 'start' });
    expect(state.status).toBe('available');
    await controller.dispatch({ type: 'turnOn' });
    expect(fake.calls).toEqual(['requestPermission', `subscribe ${pushKeys.publicKey.slice(0, 8)}`]);
    expect(sent).toEqual([SUBSCRIPTION]);
    expect(state).toMatchObject({ status: 'on', sentEndpoint: SUBSCRIPTION.endpoint, error: null, busy: false });

    fake.change('denied');
    await settle();
    await controller.dispatch({ type: 'start' }); // queued after the change
    expect(sent).toEqual([SUBSCRIPTION, null]);
    expect(state).toMatchObject({ status: 'blocked', sentEndpoint: null });
  });

  it('permission back to prompt sends null too', async () => {
    const fake = fakeBrowser({ permission: 'granted' });
    const { controller, state, sent } = setup(fake);
    await controller.watch();
    await controller.dispatch({ type: 'turnOn' });
    fake.change('prompt');
    await settle();
    await controller.dispatch({ type: 'start' });
    expect(sent).toEqual([SUBSCRIPTION, null]);
    expect(state.status).toBe('available');
  });

  it('turning off unsubscribes and sends null', async () => {
    const fake = fakeBrowser({ permission: 'granted' });
    const { controller, state, sent } = setup(fake);
    await controller.dispatch({ type: 'turnOn' });
    await controller.dispatch({ type: 'turnOff' });
    expect(fake.calls.at(-1)).toBe('unsubscribe');
    expect(sent).toEqual([SUBSCRIPTION, null]);
    expect(state.status).toBe('available');
  });

  it('a refused permission sends nothing and says so', async () => {
    const fake = fakeBrowser({ answer: 'denied' });
    const { controller, state, sent } = setup(fake);
    await controller.dispatch({ type: 'turnOn' });
    expect(sent).toEqual([]);
    expect(state).toMatchObject({ status: 'blocked', error: 'permission' });
  });

  it('a failed subscribe sends nothing and says so', async () => {
    const fake = fakeBrowser({ permission: 'granted', subscribeFails: true });
    const { controller, state, sent } = setup(fake);
    await controller.dispatch({ type: 'turnOn' });
    expect(sent).toEqual([]);
    expect(state).toMatchObject({ status: 'available', error: 'subscribe' });
  });

  it('unsupported browser, widget and missing key: nothing asked, nothing sent', async () => {
    for (const [fake, account, status] of [
      [fakeBrowser({ supported: false }), {}, 'unsupported'],
      [fakeBrowser(), { widget: true }, 'off'],
      [fakeBrowser(), { key: undefined }, 'unsupported'],
      [fakeBrowser(), { chat: false }, 'off'],
    ] as const) {
      const { controller, state, sent } = setup(fake, account);
      await controller.dispatch({ type: 'turnOn' });
      expect(fake.calls).toEqual([]);
      expect(sent).toEqual([]);
      expect(state.status).toBe(status);
    }
  });

  it('the fixture VAPID key is an uncompressed P-256 point of the fixture key pair', async () => {
    const bytes = keyBytes(pushKeys.publicKey);
    expect(bytes.length).toBe(65);
    expect(bytes[0]).toBe(4);
    const { createECDH } = await import('node:crypto');
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(pushKeys.privateKey, 'base64url'));
    expect(ecdh.getPublicKey().toString('base64url')).toBe(pushKeys.publicKey);
  });
});
