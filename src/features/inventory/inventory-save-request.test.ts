// An item's save names the currency of its price: the brokerage's (docs/product-rules.md#country).
import { describe, expect, it } from 'vitest';
import { requestProblems } from '../../../fixtures/backend/request-contract.ts';
import { useRuntime } from '../../../tests/use-runtime.ts';
import { saveRequest } from './inventory-store.ts';

const item = { id: 'itm-1', groupId: 'grp-1', name: 'Sofa', quantity: 1, price: 1299.99, files: [], updatedAt: '2026-11-20T10:00:00Z' };

describe('inventory.save', () => {
  it.each([
    ['CA', 'CAD'],
    ['US', 'USD'],
  ] as const)('an item of a %s brokerage is priced in %s', (countryIsoCode, currency) => {
    useRuntime({ countryIsoCode });
    const request = saveRequest({ kind: 'saveItem', item, before: null }, 'op-12345678');
    expect(request).toMatchObject({ kind: 'item', currency, item: { price: 1299.99 } });
    expect(requestProblems('inventory.save', request)).toEqual([]);
  });
});
