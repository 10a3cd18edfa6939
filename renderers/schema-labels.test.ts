import { describe, expect, it } from 'vitest';
import { schemaLabels } from './schema-labels.ts';

const schema = { type: 'object', properties: { province: { type: 'string', enum: ['BC', 'ON'], 'x-enumNames': ['British Columbia', 'Ontario'] } } };
const intlWith = (messages: Record<string, string>) => ({ messages, formatMessage: ({ id }: { id: string }) => messages[id] ?? id }) as never;

describe('schemaLabels', () => {
  it('names enum values in the form language first, then by the schema’s own names, never by code when a name exists', () => {
    const fr = schemaLabels('claim-location', schema, intlWith({ 'schema.claim-location.province.enum.BC': 'Colombie-Britannique' }));
    expect((fr.province as Record<string, unknown>)['ui:enumNames']).toEqual(['Colombie-Britannique', 'Ontario']);
    const none = schemaLabels('claim-location', { type: 'object', properties: { kind: { type: 'string', enum: ['a'] } } }, intlWith({}));
    expect((none.kind as Record<string, unknown>)['ui:enumNames']).toEqual(['a']);
  });
});
