// The slip consent's states and its call (POST /me on the fixture backend).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixtureServer, resetFixtureBackend } from '../../../../fixtures/backend/node.ts';
import { setFailures } from '../../../../fixtures/backend/fail-switch.ts';
import { FIXTURE_TEST_BASE, signedInSession } from '../../../../fixtures/backend/test-session.ts';
import { configureApi } from '../../../api/api.ts';
import { callApi } from '../../../api/call-api.ts';
import { initialSessionState, sessionState } from '../../../state/session-state.ts';
import { consentStep, giveSlipConsent, resetSlipRequests, slipRequests } from './consent-flow.ts';

const idle = { inProgress: false, success: null };
const sending = { inProgress: true, success: null };
const failed = { inProgress: false, success: false };
const saved = { inProgress: false, success: true };

describe('consentStep', () => {
  it.each([
    ['a user who consented, whatever the request', { hasSlipConsent: true }, [idle, sending, failed, saved], 'given'],
    ['a user who did not consent yet', { hasSlipConsent: false }, [idle], 'asking'],
    ['a user whose consent is unknown', {}, [idle], 'asking'],
    ['no user (not signed in)', null, [idle], 'asking'],
    ['while the answer is sent', { hasSlipConsent: false }, [sending], 'sending'],
    ['after the answer failed', { hasSlipConsent: false }, [failed], 'failed'],
  ] as const)('%s → %s', (_name, user, requests, expected) => {
    for (const request of requests) expect(consentStep(user, request)).toBe(expected);
  });
});

describe('giveSlipConsent', () => {
  const sent: unknown[] = [];
  let session: Awaited<ReturnType<typeof signedInSession>>;
  beforeAll(() => {
    fixtureServer.listen({ onUnhandledRequest: 'error' });
    fixtureServer.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/me')) void request.clone().json().then((body) => sent.push(body));
    });
  });
  afterAll(() => fixtureServer.close());
  beforeEach(async () => {
    resetFixtureBackend();
    setFailures([]);
    resetSlipRequests();
    sent.length = 0;
    session = await signedInSession('julien.tremblay@example.ca');
    configureApi({ base: FIXTURE_TEST_BASE, brokerId: 'maplecrest', language: () => 'en', token: () => session.token });
    Object.assign(sessionState, structuredClone(initialSessionState), { user: { email: 'julien.tremblay@example.ca', hasSlipConsent: false } });
  });

  it('saves the consent with the visitor data, and the user is not asked again', async () => {
    expect(consentStep(sessionState.user, slipRequests.consent)).toBe('asking');
    const outcome = await giveSlipConsent('app');
    expect(outcome.ok).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ hasGivenSlipConsent: true, visitorData: { considerNotLoggedIn: false, kioskClient: 'app', device: { deviceType: expect.any(String) } } });
    expect(sessionState.user?.hasSlipConsent).toBe(true);
    expect(consentStep(sessionState.user, slipRequests.consent)).toBe('given');
    // The server keeps it: the next sign-in carries it.
    const again = await callApi(session.client, 'auth.verifyPin', { email: 'julien.tremblay@example.ca', pin: '123456' });
    expect(again.user.hasSlipConsent).toBe(true);
  });

  it('keeps asking, with the failure, when the answer is not saved', async () => {
    setFailures(['/me']);
    const outcome = await giveSlipConsent('direct');
    expect(outcome.ok).toBe(false);
    expect(sessionState.user?.hasSlipConsent).toBe(false);
    expect(consentStep(sessionState.user, slipRequests.consent)).toBe('failed');
    expect(slipRequests.consent.message).toBeTruthy();
  });
});
