/** Broker used when the host names none: localhost, an IP address or a host without subdomain. */
export const DEFAULT_BROKER_ID = 'maplecrest';

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** The broker identifier is the first label of the host name (docs/product-rules.md#broker-id). */
export function brokerIdFromHost(host: string): string {
  const hostname = host.replace(/:\d+$/, '').replace(/\.$/, '').toLowerCase();
  if (hostname === '' || hostname === 'localhost' || IPV4.test(hostname) || hostname.includes(':') || hostname.startsWith('[')) {
    return DEFAULT_BROKER_ID;
  }
  const labels = hostname.split('.');
  // `acme.localhost` has a subdomain; `example.com` does not.
  const minLabels = labels[labels.length - 1] === 'localhost' ? 2 : 3;
  if (labels.length < minLabels) return DEFAULT_BROKER_ID;
  return labels[0] || DEFAULT_BROKER_ID;
}
