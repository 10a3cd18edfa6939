// The call table: complete (docs/product-rules.md#calls paths, the login contract), one schema pair per call whose
// request examples validate, and the mapping of typed params onto client requests.
import { existsSync } from 'node:fs';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { loadApiBundle } from '../../scripts/api-docs.ts';
import { definitionRef, typeNameOf } from './api-schema-bundle.ts';
import { toApiRequest } from './call-api.ts';
import { RENEW_PATH } from './api-client.ts';
import { basePathOf, callTable, getCall, idParamOf } from './call-table.ts';

/** Method and path of every call docs/product-rules.md#calls gives (the asset-host stylesheet included). */
const SPEC_PATHS = [
  'POST /events/register',
  'POST /push/updateKioskPushSubscription',
  'GET /users/vaultUserAccountList',
  'POST /me',
  'GET /vaultUser/notificationSettings',
  'POST /vaultUser/notificationSettings',
  'GET /brand/getKioskBrandSettings',
  'GET /get-branding-styles',
  'GET /documents/getEdocs',
  'GET /documents/getPoliciesDetails',
  'GET /documents/getPolicyDetails',
  'POST /documents/slip',
  'GET /payments/getPaymentOptions',
  'POST /payments/sendEmail',
  'POST /payments/ePayPaymentInformation',
  'POST /payments/processEPayPayment',
  'POST /tokens/renew',
];

/** The calls docs/product-rules.md#calls knows only by purpose, each with at least one entry. */
const BY_PURPOSE = [
  'contact.getDetails', 'customContent.get', 'vehicles.list', 'weather.get', 'drivers.list',
  'inventory.getGroups', 'inventory.getGroup', 'inventory.getItem', 'inventory.save', 'inventory.delete', 'inventory.export',
  'claims.getClaimNumbers', 'pinkSlips.get', 'pinkSlips.send',
  'documents.addDriver', 'documents.removeDriver', 'documents.getDrivers', 'documents.addVehicle', 'documents.removeVehicle', 'documents.getVehicles',
  'quote.send', 'review.send', 'companies.list', 'claims.deleteLicenceFile', 'settings.getByKey', 'auth.sendPin', 'auth.verifyPin',
];

describe('call table', () => {
  it('has unique names and unique method + path pairs', () => {
    const names = callTable.map((call) => call.name);
    expect(new Set(names).size).toBe(names.length);
    const routes = callTable.map((call) => `${call.method} ${call.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('lists every docs/product-rules.md#calls path, marked as given by the spec, and nothing else as spec', () => {
    const given = callTable.filter((call) => !call.assumed).map((call) => `${call.method} ${call.path}`);
    expect(given.sort()).toEqual([...SPEC_PATHS].sort());
  });

  it('lists every call the spec knows by purpose', () => {
    const names = new Set<string>(callTable.map((call) => call.name));
    expect(BY_PURPOSE.filter((name) => !names.has(name))).toEqual([]);
  });

  it('keeps the login contract other code relies on', () => {
    const route = (name: string) => callTable.find((call) => call.name === name);
    expect(route('auth.sendPin')).toMatchObject({ method: 'POST', path: '/auth/sendPin', access: 'anonymous' });
    expect(route('auth.verifyPin')).toMatchObject({ method: 'POST', path: '/auth/verifyPin', access: 'anonymous' });
    expect(route('tokens.renew')).toMatchObject({ method: 'POST', path: '/tokens/renew' });
    expect(getCall('tokens.renew').path).toBe(RENEW_PATH); // the client renews on this path
    expect(route('settings.getByKey')).toMatchObject({ method: 'GET', path: '/settings/{key}' });
  });

  it('has paths starting with / and at most one trailing {param}', () => {
    for (const call of callTable) {
      expect(call.path).toMatch(/^\//);
      expect(basePathOf(call.path)).not.toMatch(/[{}]/);
    }
  });

  it('has a request and a response schema file per call', () => {
    const missing = callTable.flatMap((call) => [`schemas/api/${call.name}.request.json`, `schemas/api/${call.name}.response.json`]).filter((file) => !existsSync(file));
    expect(missing).toEqual([]);
  });
});

describe('schemas', () => {
  const bundle = loadApiBundle();
  const ajv = new Ajv({ allErrors: true, strict: true, discriminator: true });
  addFormats.default(ajv);
  ajv.addSchema(bundle.schema);
  const definitions = bundle.schema.definitions as Record<string, { examples?: unknown[] }>;

  it.each(callTable.map((call) => call.name))('%s: request examples validate and fill the path param', (name) => {
    const validate = ajv.getSchema(definitionRef(name, 'request'));
    expect(validate).toBeDefined();
    const schema = definitions[typeNameOf(name, 'request')] ?? {};
    expect(schema.examples?.length ?? 0).toBeGreaterThan(0);
    for (const example of schema.examples ?? []) {
      expect(validate?.(example), JSON.stringify(validate?.errors)).toBe(true);
      const param = idParamOf(callTable.find((call) => call.name === name)?.path ?? '');
      if (param) expect(typeof (example as Record<string, unknown>)[param]).toBe('string');
    }
    expect(ajv.getSchema(definitionRef(name, 'response'))).toBeDefined();
  });
});

describe('toApiRequest', () => {
  it('sends GET fields as query pairs', () => {
    expect(toApiRequest('documents.getPolicyDetails', { id: 'pol-1' })).toEqual({ method: 'GET', path: '/documents/getPolicyDetails', query: { id: 'pol-1' } });
  });

  it('fills the id segment from its field', () => {
    expect(toApiRequest('settings.getByKey', { key: 'widget' })).toEqual({ method: 'GET', path: '/settings', id: 'widget', query: {} });
    expect(toApiRequest('claims.deleteLicenceFile', { id: 'lic-1' })).toMatchObject({ method: 'DELETE', path: '/claims/licenceFile', id: 'lic-1' });
  });

  it('sends POST fields as the body, page and limit when given', () => {
    expect(toApiRequest('inventory.delete', { kind: 'item', id: 'i1' }, { page: 1, limit: 5 })).toEqual({
      method: 'POST',
      path: '/inventory/delete',
      body: { kind: 'item', id: 'i1' },
      page: 1,
      limit: 5,
    });
  });

  it('marks login calls anonymous and the stylesheet as asset-host text', () => {
    expect(toApiRequest('auth.verifyPin', { email: 'a@b.ca', pin: '123456' })).toMatchObject({ anonymous: true, body: { email: 'a@b.ca', pin: '123456' } });
    expect(toApiRequest('branding.getStyles', { b: '#000', bc: '#fff', a: '#f00' })).toMatchObject({ host: 'assets', responseType: 'text' });
  });
});
