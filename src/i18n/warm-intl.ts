// A page's first Intl call loads ICU's locale data: about 40 ms, 150–200 ms on a phone four times
// slower (measured in Chromium). The text provider's first render made that call, inside the first
// render's long task; made in a task of its own once the settings request has left, that task is
// shorter by as much (docs/adr/0063-start-up-work-beside-the-network.md).
import { LOCALES } from './locale.ts';

export function warmIntl(): void {
  Intl.NumberFormat.supportedLocalesOf(Object.values(LOCALES));
}
