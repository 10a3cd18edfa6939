// Messages between the host page's embed script and the app in its iframe. Both sides post with
// an explicit target origin and accept a message only from the exact expected origin.

export type WidgetMessage = { type: 'iss:close' } | { type: 'iss:ready' };

const TYPES: readonly string[] = ['iss:close', 'iss:ready'];

/** Exact: the type must be one of the strings, never something that merely turns into one. */
export function isWidgetMessage(data: unknown): data is WidgetMessage {
  if (typeof data !== 'object' || data === null) return false;
  const type = (data as { type?: unknown }).type;
  return typeof type === 'string' && TYPES.includes(type);
}

/** True when a message event comes from the expected origin (exact match) and window. */
export function acceptsMessage(event: Pick<MessageEvent, 'origin' | 'source' | 'data'>, expectedOrigin: string | undefined, expectedSource?: MessageEventSource | null): boolean {
  if (!expectedOrigin || event.origin !== expectedOrigin) return false;
  if (expectedSource !== undefined && event.source !== expectedSource) return false;
  return isWidgetMessage(event.data);
}
