// docs/openapi.json is valid OpenAPI 3.1 by a well-kept linter (Redocly's, recommended rules) and
// lists every call of the table with its method, path and `x-assumed` mark. Freshness: api-docs.test.ts.
import { readFileSync } from 'node:fs';
import { createConfig, lint } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { callTable } from '../src/api/call-table.ts';
import { OPENAPI_FILE } from './openapi.ts';

interface Operation {
  operationId: string;
  'x-assumed'?: boolean;
  security: unknown[];
  parameters: { $ref?: string }[];
}

const document = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as { openapi: string; paths: Record<string, Record<string, Operation>> };

describe('OpenAPI document', () => {
  it('passes the Redocly linter (recommended rules) with no problem', async () => {
    // The fixture server's localhost url is meant: it is the reference implementation.
    const config = await createConfig({ extends: ['recommended'], rules: { 'no-server-example.com': 'off' } });
    const problems = await lint({ ref: OPENAPI_FILE, config });
    expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`)).toEqual([]);
  }, 120_000);

  it('lists every call of the table, marks the assumed ones, and takes the broker parameter on each', () => {
    expect(document.openapi).toBe('3.1.0');
    const operations = new Map<string, { method: string; path: string; operation: Operation }>();
    for (const [path, item] of Object.entries(document.paths)) for (const [method, operation] of Object.entries(item)) operations.set(operation.operationId, { method: method.toUpperCase(), path, operation });
    expect([...operations.keys()].sort()).toEqual(callTable.map((call) => call.name).sort());
    for (const call of callTable) {
      const found = operations.get(call.name);
      expect(found, call.name).toMatchObject({ method: call.method, path: call.path });
      expect(found?.operation['x-assumed'] === true, call.name).toBe(call.assumed);
      expect(found?.operation.parameters, call.name).toContainEqual({ $ref: '#/components/parameters/broker' });
      expect(found?.operation.security, call.name).toEqual(call.access === 'anonymous' ? [] : expect.arrayContaining([{ bearerToken: [] }]));
    }
  });
});
