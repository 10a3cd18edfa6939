// Links a phone screen acts on: call (tel:), write (mailto:), see on a map, get directions. Shared
// by the contact page and road services. Pure.
import { safeUrl } from '../paths/safe-url.ts';

/** A tel: link for a phone number as people write it ('905-555-0110', '+1 (514) 555-0188',
 * '905-555-0110 ext. 221'): digits and a leading +, an extension dialled after a pause (','). */
export function telHref(phone: string): string | undefined {
  const [main = '', extension] = phone.split(/\s*(?:ext\.?|x|poste|#)\s*/i);
  const digits = main.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  if (digits.replace('+', '').length < 3) return undefined;
  const ext = extension?.replace(/\D/g, '');
  return `tel:${digits}${ext ? `,${ext}` : ''}`;
}

/** A mailto: link, or undefined for text that is not an e-mail address. */
export function mailtoHref(email: string): string | undefined {
  const address = email.trim();
  return /^[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[^\s@<>()"',;:]+$/.test(address) ? `mailto:${address}` : undefined;
}

/** A maps search for an address (opens the maps app on a phone). */
export function mapHref(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** Directions to a position from where the user is. */
export function directionsHref(lat: number, lng: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
}

/** An http(s) link from data, or undefined (never javascript: or other schemes). */
export function webHref(url: string | undefined): string | undefined {
  const safe = safeUrl(url, { kind: 'web' });
  return safe && /^https?:/i.test(safe) ? new URL(safe).href : undefined;
}
