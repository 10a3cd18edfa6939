// Translated labels of a schema form as a uiSchema overlay ('ui:title', 'ui:description',
// 'ui:enumNames'), from the catalogue ids of scripts/schema-messages.ts. The schema itself stays
// as compiled, which the precompiled validator requires.
import type { IntlShape } from 'react-intl';
import { currencyOfIntl } from '../src/i18n/money.ts';

/** The parts of a schema its labels come from. */
export type LabelledSchema = { title?: string; description?: string; enum?: unknown[]; 'x-enumNames'?: string[]; properties?: Record<string, LabelledSchema>; items?: LabelledSchema; type?: string; 'x-texts'?: string };
type Ui = Record<string, unknown>;

export function schemaLabels(formId: string, schema: LabelledSchema, intl: Pick<IntlShape, 'messages' | 'formatMessage' | 'formats'>, values: Record<string, string> = {}): Ui {
  // Ids are built at run time from the schema, so the extractor must not see this call.
  const { formatMessage: translate } = intl;
  // A text naming the brokerage selects on `broker` (agent or broker); without a value it says broker.
  // One naming the money's currency selects on `currency`, the app's (docs/product-rules.md#money).
  const text = (id: string): string | undefined => (id in intl.messages ? translate({ id }, { broker: 'myBroker', currency: currencyOfIntl(intl), ...values }) : undefined);
  // A property from a country's part has the country's texts (scripts/country-parts.ts).
  const walk = (node: LabelledSchema, path: string, prefix = `schema.${formId}`): Ui => {
    const ui: Ui = {};
    if (typeof node['x-texts'] === 'string') {
      prefix = `schema.${node['x-texts']}`;
      path = '';
    }
    const base = `${prefix}${path ? `.${path}` : ''}`;
    const title = text(`${base}.title`);
    const description = text(`${base}.description`);
    if (title) ui['ui:title'] = title;
    if (description) ui['ui:description'] = description;
    // Translated names first, then the schema's own (English) names, then the code.
    if (node.enum && node.type === 'string') ui['ui:enumNames'] = node.enum.map((value, i) => text(`${base}.enum.${String(value)}`) ?? node['x-enumNames']?.[i] ?? String(value));
    for (const [key, child] of Object.entries(node.properties ?? {})) ui[key] = walk(child, path ? `${path}.${key}` : key, prefix);
    if (node.items) ui.items = walk(node.items, path ? `${path}.items` : 'items', prefix);
    return ui;
  };
  return walk(schema, '');
}

/** Deep merge of uiSchemas; later ones win. */
export function mergeUi(...layers: Ui[]): Ui {
  const out: Ui = {};
  for (const layer of layers) {
    for (const [key, value] of Object.entries(layer)) {
      const current = out[key];
      out[key] = typeof value === 'object' && value !== null && !Array.isArray(value) && typeof current === 'object' && current !== null && !Array.isArray(current) ? mergeUi(current as Ui, value as Ui) : value;
    }
  }
  return out;
}
