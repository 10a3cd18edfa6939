import { useIntl } from 'react-intl';
import type { Text } from '../settings/runtime.ts';

/** Renders a Runtime text: a catalogue message in the current language, or the brokerage's words. */
export function useText(): (text: Text | undefined) => string {
  const intl = useIntl();
  return (text) => {
    if (!text) return '';
    return 'literal' in text ? text.literal : intl.formatMessage(text.message);
  };
}
