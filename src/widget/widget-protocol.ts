// Messages between the host page's embed script and the app in its iframe. Both sides post with
// an explicit target origin and accept a message only from the exact expected origin.

export const WIDGET_MESSAGE_PREFIX = 'iss:';

export type WidgetMessage = { type: 'iss:close' } | { type: 'iss:ready' };

export function isWidgetMessage(data: unknown): data is WidgetMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type !== undefined && ['iss:close', 'iss:ready'].includes(String((data as { type: unknown }).type));
}

/** True when a message event comes from the expected origin (exact match) and window. */
export function acceptsMessage(event: Pick<MessageEvent, 'origin' | 'source' | 'data'>, expectedOrigin: string | undefined, expectedSource?: MessageEventSource | null): boolean {
  if (!expectedOrigin || event.origin !== expectedOrigin) return false;
  if (expectedSource !== undefined && event.source !== expectedSource) return false;
  return isWidgetMessage(event.data);
}
