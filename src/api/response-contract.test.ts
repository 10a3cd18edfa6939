// An answer that breaks its call's response schema rejects like a failed call, with the pointer
// of the problem; one that keeps it passes through unchanged.
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { createApiClient } from './api-client.ts';
import { callApi } from './call-api.ts';

function clientAnswering(data: unknown) {
  return createApiClient({
    base: 'http://api.test/api',
    brokerId: 'maplecrest',
    language: () => 'en',
    token: () => 'token-1',
    fetch: async () => Response.json({ data }),
  });
}

describe('response contract', () => {
  it('passes an answer that keeps the contract', async () => {
    const answer = { insuranceCompanies: [], brokerages: [] };
    await expect(callApi(clientAnswering(answer), 'claims.getClaimNumbers', {})).resolves.toEqual(answer);
  });

  it('rejects an answer off the contract as a failed call, naming the place', async () => {
    const failure = await callApi(clientAnswering({ insuranceCompanies: [], brokerages: 'none' }), 'claims.getClaimNumbers', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'contract', message: 'Something went wrong, please try again.', payload: { call: 'claims.getClaimNumbers', pointer: '/brokerages' } });
  });

  it('rejects a missing required field', async () => {
    await expect(callApi(clientAnswering({}), 'contact.getDetails', {})).rejects.toMatchObject({ kind: 'contract', payload: { pointer: '' } });
  });
});
