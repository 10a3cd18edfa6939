// A page's first Intl call loads ICU's data: about 40 ms, 110–190 ms on a phone four times slower
// (measured in Chromium); the first DateTimeFormat call then adds 15–25 ms more there. The text
// provider's first render made both calls (React Intl's createIntl checks the locale with each
// formatter), inside the first render's long task; made in a task of its own once the settings
// request has left, that task is shorter by as much
// (docs/adr/0063-start-up-work-beside-the-network.md).
import { LOCALES } from './locale.ts';

export function warmIntl(): void {
  const locales = Object.values(LOCALES);
  Intl.NumberFormat.supportedLocalesOf(locales);
  Intl.DateTimeFormat.supportedLocalesOf(locales);
}
