// The browser side of the push flow (docs/product-rules.md#push): a thin adapter over the pure machine in
// push-machine.ts. It reads the inputs (support, permission, the subscription the browser holds,
// the account's flags and mode), runs the calls the machine asks for — Notification
// .requestPermission, pushManager.subscribe with the brokerage's VAPID key, unsubscribe,
// push.updateSubscription { subscription, visitorData, chatIdentity } — and follows permission
// changes (navigator.permissions.query({ name: 'notifications' }).onchange) for as long as the page
// lives once watched. Its state is the push slice (push-state.ts): the status shown, whether a change is running,
// the last error, and the endpoint last sent to the server (persisted, so a permission withdrawn
// while the app was closed still sends a null subscription on the next start).
import { api } from '../api/api.ts';
import { callApi } from '../api/call-api.ts';
import type { PushUpdateSubscriptionRequest } from '../api/generated/api-types.ts';
import { chatState } from '../state/chat-state.ts';
import { runtimeState } from '../state/runtime-state.ts';
import { sessionState } from '../state/session-state.ts';
import { visitorData } from '../session/visit-events.ts';
import { pushStep, pushStatus, type PushEvent, type PushInputs, type PushPermission } from './push-machine.ts';
import { pushState, type PushState } from './push-state.ts';

export type PushSubscriptionData = NonNullable<PushUpdateSubscriptionRequest['subscription']>;

/** What the adapter needs from the browser (the real one below; tests give their own). */
export interface PushBrowser {
  supported(): boolean;
  permission(): Promise<PushPermission>;
  requestPermission(): Promise<PushPermission>;
  /** The subscription the browser holds for the app's service worker, or null. */
  subscription(): Promise<PushSubscriptionData | null>;
  subscribe(applicationServerKey: string): Promise<PushSubscriptionData>;
  unsubscribe(): Promise<void>;
  /** Calls back when the notification permission changes; resolves to a stop function. */
  watchPermission(onChange: () => void): Promise<() => void>;
}

function toPermission(value: string | undefined): PushPermission {
  return value === 'granted' || value === 'denied' ? value : 'prompt';
}

/** base64url (the VAPID key in settings) to the bytes pushManager.subscribe takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

function subscriptionData(subscription: PushSubscription): PushSubscriptionData {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/** The real browser: the app's service worker registration, Notification and the Permissions API. */
const browserPush: PushBrowser = {
  supported: () =>
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window,
  async permission() {
    try {
      const status = await navigator.permissions?.query({ name: 'notifications' });
      if (status) return toPermission(status.state);
    } catch {
      // Permissions API without 'notifications': Notification.permission says it too.
    }
    return toPermission(Notification.permission);
  },
  async requestPermission() {
    return toPermission(await Notification.requestPermission());
  },
  async subscription() {
    const registration = await navigator.serviceWorker.getRegistration();
    const current = await registration?.pushManager.getSubscription();
    return current ? subscriptionData(current) : null;
  },
  async subscribe(key) {
    const registration = await navigator.serviceWorker.ready;
    return subscriptionData(await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) }));
  },
  async unsubscribe() {
    const registration = await navigator.serviceWorker.getRegistration();
    await (await registration?.pushManager.getSubscription())?.unsubscribe();
  },
  async watchPermission(onChange) {
    try {
      const status = await navigator.permissions?.query({ name: 'notifications' });
      if (!status) return () => {};
      status.addEventListener('change', onChange);
      return () => status.removeEventListener('change', onChange);
    } catch {
      return () => {};
    }
  },
};

/** Sends the subscription (or null) with the visitor data and the chat identity; false on failure. */
async function sendSubscription(subscription: PushSubscriptionData | null): Promise<boolean> {
  const mode = runtimeState.runtime?.mode ?? 'direct';
  try {
    await callApi(api(), 'push.updateSubscription', {
      subscription,
      visitorData: visitorData({ mode, signedIn: sessionState.user !== null }),
      chatIdentity: chatState.chatIdentity === '' ? null : chatState.chatIdentity,
    });
    return true;
  } catch (error) {
    console.error('Push subscription not sent', error);
    return false;
  }
}

interface PushControllerDeps {
  browser: PushBrowser;
  send: (subscription: PushSubscriptionData | null) => Promise<boolean>;
  state: PushState;
  /** The account and mode now (flags, widget, signed in, key). */
  account: () => Pick<PushInputs, 'flags' | 'widget' | 'signedIn'> & { key: string | undefined };
}

function currentAccount(): ReturnType<PushControllerDeps['account']> {
  const runtime = runtimeState.runtime;
  return {
    flags: { chat: runtime?.flags['push.chat'] === true, documents: runtime?.flags['push.documents'] === true },
    widget: runtime ? !runtime.shell.push : false,
    signedIn: sessionState.user !== null,
    key: runtime?.pushKey,
  };
}

export function createPushController(deps: PushControllerDeps) {
  const { browser, send, state } = deps;
  let queue: Promise<unknown> = Promise.resolve();

  async function inputs(): Promise<PushInputs> {
    const account = deps.account();
    const supported = browser.supported();
    const permission = supported ? await browser.permission() : 'prompt';
    const subscription = supported ? await browser.subscription().catch(() => null) : null;
    return {
      supported,
      permission,
      flags: account.flags,
      widget: account.widget,
      signedIn: account.signedIn,
      hasKey: Boolean(account.key),
      subscribed: subscription !== null,
      sent: state.sentEndpoint !== null,
    };
  }

  /** Runs one event: its calls in order; stops at the first that fails. */
  async function run(event: PushEvent): Promise<void> {
    let step = pushStep(await inputs(), event);
    state.status = step.status;
    let current: PushSubscriptionData | null = null;
    for (const call of step.calls) {
      switch (call.call) {
        case 'log':
          console.warn(call.message);
          break;
        case 'requestPermission': {
          const answer = await browser.requestPermission().catch((): PushPermission => 'prompt');
          if (answer !== 'granted') state.error = 'permission';
          // The answer is an event of its own: subscribe and send, or withdraw.
          await run({ type: 'permissionAnswered' });
          return;
        }
        case 'subscribe':
          try {
            current = await browser.subscribe(deps.account().key ?? '');
          } catch (error) {
            console.error('Push subscription failed', error);
            state.error = 'subscribe';
            state.status = pushStatus(await inputs());
            return;
          }
          break;
        case 'unsubscribe':
          await browser.unsubscribe().catch((error: unknown) => console.error('Push unsubscribe failed', error));
          break;
        case 'send': {
          const subscription = call.subscription === null ? null : (current ?? (await browser.subscription()));
          if (call.subscription !== null && subscription === null) {
            state.error = 'subscribe';
            return;
          }
          if (!(await send(subscription))) {
            state.error = 'send';
            state.status = pushStatus(await inputs());
            return;
          }
          state.sentEndpoint = subscription?.endpoint ?? null;
          break;
        }
      }
    }
    step = { status: pushStatus(await inputs()), calls: [] };
    state.status = step.status;
  }

  return {
    /** Runs an event after the ones before it (one change at a time). */
    dispatch(event: PushEvent): Promise<void> {
      const next = queue.then(async () => {
        if (event.type === 'turnOn' || event.type === 'turnOff') {
          state.busy = true;
          state.error = null;
        }
        try {
          await run(event);
        } finally {
          state.busy = false;
        }
      });
      queue = next.catch(() => undefined);
      return next;
    },
    /** Follows permission changes (docs/product-rules.md#push: denied or prompt → a null subscription). */
    watch(): Promise<() => void> {
      return browser.supported() ? browser.watchPermission(() => void this.dispatch({ type: 'permissionChanged' })) : Promise.resolve(() => {});
    },
  };
}

type PushController = ReturnType<typeof createPushController>;

let controller: PushController | undefined;
let watching: Promise<() => void> | undefined;

/** The app's push controller (real browser, real API); watches permission changes from its first use on. */
export function pushController(): PushController {
  if (!controller) {
    controller = createPushController({ browser: browserPush, send: sendSubscription, state: pushState, account: currentAccount });
    watching = controller.watch();
    void watching;
  }
  return controller;
}

