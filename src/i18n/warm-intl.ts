// A page's first Intl call loads ICU's locale data: about 40 ms, 150–200 ms on a phone four times
// slower (measured in Chromium). The text provider's first render makes that call; made while the
// settings are on the network instead, the first screen does not wait for it
// (docs/adr/0063-start-up-work-beside-the-network.md).
import { LOCALES } from './locale.ts';

export function warmIntl(): void {
  Intl.NumberFormat.supportedLocalesOf(Object.values(LOCALES));
}
