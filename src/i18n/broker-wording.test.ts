// One agent/broker rule for every text that names the brokerage: a US agency is the user's agent,
// a Canadian brokerage their broker (runtime.brokerLabel). Every message of both catalogues —
// the schema texts among them — is rendered as for a US and a Canadian brokerage.
import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import en from '../generated/i18n/en.json' with { type: 'json' };
import fr from '../generated/i18n/fr.json' with { type: 'json' };

type Element = { type: number; value?: string; options?: Record<string, { value: Element[] }>; children?: Element[] };
const CATALOGUES = { en, fr } as unknown as Record<'en' | 'fr', Record<string, Element[]>>;
/** The label itself comes in two messages: the Canadian one names the broker by design. */
const CANADIAN_LABEL = 'route.contact.myBroker';
const BROKER_WORD = /\b(brokers?|courtiers?)\b/i;

/** A value for every argument of a message: the brokerage arguments set, a select's `other`, 1 for numbers. */
function valuesOf(elements: Element[], label: 'myAgent' | 'myBroker', values: Record<string, unknown> = {}): Record<string, unknown> {
  for (const element of elements) {
    const name = element.value ?? '';
    if (element.type === 1) values[name] ??= 'X';
    else if (element.type === 2 || element.type === 6) values[name] ??= 1;
    else if (element.type === 3 || element.type === 4) values[name] ??= new Date(2026, 0, 15);
    else if (element.type === 5) values[name] ??= name === 'broker' || name === 'brokerLabel' ? label : 'other';
    else if (element.type === 8) values[name] ??= (chunks: unknown) => chunks;
    for (const option of Object.values(element.options ?? {})) valuesOf(option.value, label, values);
    valuesOf(element.children ?? [], label, values);
  }
  return values;
}

describe('agent or broker', () => {
  for (const [language, catalogue] of Object.entries(CATALOGUES)) {
    it(`${language}: no message says broker to a US agency's users, and the rule is used`, () => {
      const intl = createIntl({ locale: `${language}-CA`, messages: catalogue as never, onError: () => undefined });
      const us: string[] = [];
      let canadian = 0;
      for (const [id, message] of Object.entries(catalogue)) {
        if (id === CANADIAN_LABEL) continue;
        const text = String(intl.formatMessage({ id }, valuesOf(message, 'myAgent') as never));
        if (BROKER_WORD.test(text)) us.push(`${id}: ${text}`);
        if (BROKER_WORD.test(String(intl.formatMessage({ id }, valuesOf(message, 'myBroker') as never)))) canadian++;
      }
      expect(us).toEqual([]);
      expect(canadian).toBeGreaterThan(10);
    });
  }
});
