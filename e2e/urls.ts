import { inject } from 'vitest';

/** Url of the preview for a broker (by host name), e.g. brokerUrl('northwind', '/documents'). */
export function brokerUrl(broker: string | null, path = '/'): string {
  const host = broker ? `${broker}.localhost` : 'localhost';
  return `http://${host}:${inject('previewPort')}${path}`;
}
