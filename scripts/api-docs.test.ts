// docs/api.md and the generated API types must match the call table and schemas/api/.
import { describe, expect, it } from 'vitest';
import { callTable } from '../src/api/call-table.ts';
import { loadApiBundle, renderDocs, schemaSummary, staleApiFiles, typeSummary } from './api-docs.ts';

describe('api docs', () => {
  it('docs/api.md, docs/openapi.json, the API types and validators are up to date (run npm run generate)', async () => {
    expect(await staleApiFiles()).toEqual([]);
  }, 240_000);

  it('lists every call with its method, path and source', () => {
    const docs = renderDocs(loadApiBundle());
    for (const call of callTable) {
      expect(docs).toContain(`| \`${call.name}\` | ${call.method} \`${call.path}\``);
      expect(docs).toMatch(new RegExp(`\\| \`${call.name.replace('.', '\\.')}\` [^\\n]*\\| ${call.assumed ? 'assumed' : 'spec'} \\|`));
    }
  });

  it('summarises schemas in one line', () => {
    expect(schemaSummary({ type: 'object', required: ['email'], properties: { email: { type: 'string' }, pin: { type: 'string' } } })).toBe('email: string, pin?: string');
    expect(typeSummary({ type: 'array', items: { $ref: '#/definitions/Edoc' } })).toBe('Edoc[]');
    expect(typeSummary({ anyOf: [{ type: 'string' }, { type: 'null' }] })).toBe('string \\| null');
    expect(typeSummary({ enum: ['a', 'b', 'c', 'd', 'e'] })).toBe('enum(5)');
    expect(schemaSummary({ type: 'object', properties: {} })).toBe('—');
  });
});
