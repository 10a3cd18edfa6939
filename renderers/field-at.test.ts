// Every field of every form has a label the user reads in errors (en and fr): never a raw property
// name or pointer such as "selectedPaymentPolicies.0".
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { fieldAt, type SchemaNodeTree } from './field-at.ts';
import { schemaLabels } from './schema-labels.ts';
import en from '../src/generated/i18n/en.json' with { type: 'json' };
import fr from '../src/generated/i18n/fr.json' with { type: 'json' };

const DIR = join(import.meta.dirname, '../src/generated/forms');
const forms = readdirSync(DIR)
  .filter((file) => file.endsWith('.schema.json'))
  .map((file) => ({ id: file.replace(/\.schema\.json$/, ''), schema: JSON.parse(readFileSync(join(DIR, file), 'utf8')) as SchemaNodeTree }));

/** Every path an error can name: properties, and list items by index. */
function paths(node: SchemaNodeTree, prefix = ''): string[] {
  const own = prefix ? [prefix] : [];
  const children = Object.entries(node.properties ?? {}).flatMap(([key, child]) => paths(child, prefix ? `${prefix}.${key}` : key));
  return [...own, ...children, ...(node.items ? paths(node.items, `${prefix}.0`) : [])];
}

describe('error labels', () => {
  it('has forms to check', () => {
    expect(forms.length).toBeGreaterThan(20);
  });

  for (const [language, messages] of Object.entries({ en, fr })) {
    it(`${language}: no raw property name or pointer is a field's label`, () => {
      const intl = createIntl({ locale: `${language}-CA`, messages: messages as never, onError: () => undefined });
      const raw: string[] = [];
      for (const { id, schema } of forms) {
        const ui = schemaLabels(id, schema as never, intl);
        for (const path of paths(schema)) {
          const { label } = fieldAt(schema, ui as never, path);
          const keys = path.split('.');
          if (label === '' || label === path || keys.includes(label) || /\.\d/.test(label)) raw.push(`${id} ${path}: "${label}"`);
        }
      }
      expect(raw).toEqual([]);
    });
  }
});
