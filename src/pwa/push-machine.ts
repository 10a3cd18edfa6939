// The push flow of docs/product-rules.md#push as a pure state machine: what the browser and the account allow, and
// what happened (an event) in; the status shown and the calls to make out. The browser adapter
// (push-subscription.ts) gathers the inputs, runs the calls in order and feeds the results back.
//
//   ask permission → subscribe (VAPID key) → push.updateSubscription { subscription }
//   permission now denied or prompt → push.updateSubscription { subscription: null }
//   turned off → unsubscribe → push.updateSubscription { subscription: null }
//   unsupported browser → logged, push unavailable; widget or no push flag → push off
//
// Framework-free and browser-free: tested as a table (push-machine.test.ts).

/** The browser's notification permission; 'default' reads as 'prompt' (as Permissions API says). */
export type PushPermission = 'granted' | 'denied' | 'prompt';

export interface PushInputs {
  /** Service worker, PushManager and Notification exist in this browser. */
  supported: boolean;
  permission: PushPermission;
  /** The account's featureFlags push.chat and push.documents. */
  flags: { chat: boolean; documents: boolean };
  /** Widget mode (push is off there, docs/product-rules.md#push). */
  widget: boolean;
  signedIn: boolean;
  /** The brokerage's VAPID public key is known (settings pushOptions.vapidPublicKey). */
  hasKey: boolean;
  /** The browser holds a push subscription for this app. */
  subscribed: boolean;
  /** The server was last sent a subscription (not null) from this browser. */
  sent: boolean;
}

/**
 * What the screen shows: `off` push is not offered (widget, signed out, no push flag); `unsupported`
 * this browser cannot (or the brokerage gave no key); `blocked` permission denied; `available`
 * may be turned on; `on` subscribed and sent.
 */
export type PushStatus = 'off' | 'unsupported' | 'blocked' | 'available' | 'on';

/** The calls, run in order; `send` with `current` sends the subscription the browser holds now. */
export type PushCall =
  | { call: 'requestPermission' }
  | { call: 'subscribe' }
  | { call: 'unsubscribe' }
  | { call: 'send'; subscription: 'current' | null }
  | { call: 'log'; message: string };

export type PushEvent =
  /** The screen (or the watch) starts: brings the server in step with the browser. */
  | { type: 'start' }
  /** The user asks for notifications on this device. */
  | { type: 'turnOn' }
  /** The user turns them off. */
  | { type: 'turnOff' }
  /** The answer of requestPermission (the inputs hold the new permission). */
  | { type: 'permissionAnswered' }
  /** The permission changed outside the app (browser settings, site info). */
  | { type: 'permissionChanged' };

interface PushStep {
  status: PushStatus;
  calls: PushCall[];
}

export const UNSUPPORTED_MESSAGE = 'Push notifications are not supported in this browser.';

/** The status alone (what is shown) for these inputs. */
export function pushStatus(inputs: PushInputs): PushStatus {
  if (inputs.widget || !inputs.signedIn || !(inputs.flags.chat || inputs.flags.documents)) return 'off';
  if (!inputs.supported || !inputs.hasKey) return 'unsupported';
  if (inputs.permission === 'denied') return 'blocked';
  if (inputs.permission === 'granted' && inputs.subscribed && inputs.sent) return 'on';
  return 'available';
}

/** A null subscription when the server still holds one: the server must stop pushing. */
function withdraw(inputs: PushInputs): PushCall[] {
  return inputs.sent ? [{ call: 'send', subscription: null }] : [];
}

/** Subscribes when needed, then sends the subscription. */
function subscribeAndSend(inputs: PushInputs): PushCall[] {
  return [...(inputs.subscribed ? [] : [{ call: 'subscribe' } as const]), { call: 'send', subscription: 'current' }];
}

/** The status and the calls an event leads to. The status is the one shown while the calls run;
 * the adapter reads the inputs again after them. */
export function pushStep(inputs: PushInputs, event: PushEvent): PushStep {
  const status = pushStatus(inputs);
  if (status === 'off') {
    // Push switched off for this account or mode: a subscription the server holds is withdrawn.
    return { status, calls: event.type === 'start' || event.type === 'turnOff' ? withdraw(inputs) : [] };
  }
  if (status === 'unsupported') {
    return { status, calls: event.type === 'start' || event.type === 'turnOn' ? [{ call: 'log', message: UNSUPPORTED_MESSAGE }] : [] };
  }
  switch (event.type) {
    case 'start':
    case 'permissionChanged':
      // Denied or back to prompt: a null subscription (docs/product-rules.md#push). Granted with a subscription the
      // server was never given (a send that failed earlier): send it again.
      if (inputs.permission !== 'granted') return { status, calls: withdraw(inputs) };
      if (inputs.subscribed && !inputs.sent) return { status, calls: [{ call: 'send', subscription: 'current' }] };
      return { status, calls: [] };
    case 'turnOn':
      if (inputs.permission === 'denied') return { status, calls: [] };
      if (inputs.permission === 'prompt') return { status, calls: [{ call: 'requestPermission' }] };
      return { status, calls: subscribeAndSend(inputs) };
    case 'permissionAnswered':
      if (inputs.permission === 'granted') return { status, calls: subscribeAndSend(inputs) };
      return { status, calls: withdraw(inputs) };
    case 'turnOff':
      return {
        status,
        calls: [...(inputs.subscribed ? [{ call: 'unsubscribe' } as const] : []), ...(inputs.sent || inputs.subscribed ? [{ call: 'send', subscription: null } as const] : [])],
      };
  }
}
