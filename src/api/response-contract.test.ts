// An answer that breaks its call's response schema in one place loses only that place, each
// repair logged with the call and the pointer; one whose core is unusable rejects like a failed
// call, with the pointer of the problem, and a Retry once the API answers well succeeds. One that
// keeps the contract passes through unchanged. Answers come from the fixture backend, broken by
// its off-contract switch as a real API's would be.
import { proxy } from 'valtio/vanilla';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureServer, resetFixtureBackend } from '../../fixtures/backend/node.ts';
import { setOffContract } from '../../fixtures/backend/off-contract-switch.ts';
import { FIXTURE_TEST_BASE, signedInSession, type TestSession } from '../../fixtures/backend/test-session.ts';
import { requestState } from '../state/request-cycle.ts';
import { runCall } from '../state/run-call.ts';
import { ApiError } from './api-error.ts';
import { configureApi } from './api.ts';
import { createApiClient } from './api-client.ts';
import { callApi, type CallResponse } from './call-api.ts';

function clientAnswering(data: unknown) {
  return createApiClient({
    base: 'http://api.test/api',
    brokerId: 'maplecrest',
    language: () => 'en',
    token: () => 'token-1',
    fetch: async () => Response.json({ data }),
  });
}

let session: TestSession;
let warn: ReturnType<typeof vi.spyOn>;
beforeAll(() => fixtureServer.listen({ onUnhandledRequest: 'error' }));
afterAll(() => fixtureServer.close());
beforeEach(async () => {
  resetFixtureBackend();
  session = await signedInSession();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

const warnings = () => warn.mock.calls.map((call: unknown[]) => String(call[0]));

describe('response contract', () => {
  it('passes an answer that keeps the contract, and logs nothing', async () => {
    const answer = { insuranceCompanies: [], brokerages: [] };
    await expect(callApi(clientAnswering(answer), 'claims.getClaimNumbers', {})).resolves.toEqual(answer);
    expect(warn).not.toHaveBeenCalled();
  });

  it('shows the contact details without a branch e-mail that is not one, and logs its pointer', async () => {
    const good = await callApi(session.client, 'contact.getDetails', {});
    setOffContract([{ path: '/contact/details', pointer: '/otherBranches/0/email', value: 'javascript:alert(document.domain)' }]);
    const answer = await callApi(session.client, 'contact.getDetails', {});
    expect(answer.otherBranches[0]).not.toHaveProperty('email');
    expect(answer.otherBranches[0]?.name).toBe(good.otherBranches[0]?.name);
    expect({ ...answer, otherBranches: answer.otherBranches.slice(1) }).toEqual({ ...good, otherBranches: good.otherBranches.slice(1) });
    expect(warnings()).toEqual(['API answer of contact.getDetails off its contract at /otherBranches/0/email (format): dropped /otherBranches/0/email']);
  });

  it('shows the documents list without its one bad item', async () => {
    const good = await callApi(session.client, 'documents.getEdocs', {});
    setOffContract([{ path: '/documents/getEdocs', pointer: '/2/issuedAt', value: 'last Tuesday' }]);
    const answer = await callApi(session.client, 'documents.getEdocs', {});
    expect(answer.map((document) => document.id)).toEqual(good.filter((_, i) => i !== 2).map((document) => document.id));
    expect(warnings()).toEqual(['API answer of documents.getEdocs off its contract at /2/issuedAt (format): dropped /2']);
  });

  it('shows a policy without its bad optional field', async () => {
    const good = await callApi(session.client, 'documents.getPolicyDetails', { id: 'pol-auto-1' });
    setOffContract([{ path: '/documents/getPolicyDetails', pointer: '/coverages/0/premium', value: '912 $' }]);
    const answer = await callApi(session.client, 'documents.getPolicyDetails', { id: 'pol-auto-1' });
    expect(answer.coverages[0]).not.toHaveProperty('premium');
    expect(answer.coverages[0]?.code).toBe(good.coverages[0]?.code);
    expect(answer.annualPremium).toBe(good.annualPremium);
    expect(warnings()).toEqual(['API answer of documents.getPolicyDetails off its contract at /coverages/0/premium (type): dropped /coverages/0/premium']);
  });

  it('rejects an answer whose core is unusable as a failed call, naming the place', async () => {
    const failure = await callApi(clientAnswering({ insuranceCompanies: [], brokerages: 'none' }), 'claims.getClaimNumbers', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'contract', message: 'Something went wrong, please try again.', payload: { call: 'claims.getClaimNumbers', pointer: '/brokerages' } });
    expect(warnings().at(-1)).toBe('API answer of claims.getClaimNumbers unusable: off its contract at /brokerages');
    await expect(callApi(clientAnswering({}), 'contact.getDetails', {})).rejects.toMatchObject({ kind: 'contract', payload: { pointer: '/companyData' } });
  });

  it('fails a policy without its number whole, and its Retry succeeds once the API answers well', async () => {
    configureApi({ base: FIXTURE_TEST_BASE, brokerId: 'maplecrest', language: () => 'en', token: () => session.token });
    const slice = proxy({ policy: requestState<CallResponse<'documents.getPolicyDetails'>>() });
    setOffContract([{ path: '/documents/getPolicyDetails', pointer: '/policyNumber' }]);
    const failed = await runCall(slice, 'policy', 'documents.getPolicyDetails', { id: 'pol-auto-1' });
    expect(failed.ok).toBe(false);
    expect(slice.policy).toMatchObject({ success: false, data: null });
    setOffContract([]);
    const retried = await runCall(slice, 'policy', 'documents.getPolicyDetails', { id: 'pol-auto-1' });
    expect(retried.ok).toBe(true);
    expect(slice.policy).toMatchObject({ success: true, data: { id: 'pol-auto-1', policyNumber: 'AU-4821-0937' } });
  });
});
