// The fixture backend's answers to the read-only calls (GET), for the examples of docs/openapi.json:
// each call's first request example, sent by the one API client to the handlers in this process
// (no server, no page), signed in as the default fixture user on fresh seed data.
import type { RequestHandler } from 'msw';
import { createApiClient } from '../src/api/api-client.ts';
import { callApi, toApiRequest } from '../src/api/call-api.ts';
import { typeNameOf, type ApiSchemaBundle, type Json, type JsonObject } from '../src/api/api-schema-bundle.ts';
import { callTable } from '../src/api/call-table.ts';
import { loadFixtures, type FixtureModule } from './fixture-server.ts';

/** GET answers that change from run to run (times of day; a save link signed with a key the
 * fixture makes as it starts): no example, so the document stays stable. */
const UNSTABLE = new Set<string>(['wallet.getGoogleSaveLink']);

/** The fixture backend's clock while the examples are made: a date in an answer (the inventory
 * export's file name) is then the same on every day the document is checked. */
const EXAMPLES_AT = '2026-01-15T15:00:00.000Z';

export async function fixtureAnswers(bundle: ApiSchemaBundle): Promise<Map<string, Json>> {
  const fixtures = await loadFixtures();
  const { getResponse } = await import('msw');
  fixtures.resetFixtureBackend();
  fixtures.setFixtureClock(EXAMPLES_AT);
  try {
    return await answersOf(bundle, fixtures, getResponse);
  } finally {
    fixtures.resetFixtureBackend(); // fresh seed data and the real clock again
  }
}

async function answersOf(bundle: ApiSchemaBundle, fixtures: FixtureModule, getResponse: typeof import('msw').getResponse): Promise<Map<string, Json>> {
  const handlers = fixtures.handlers.filter((handler): handler is RequestHandler => (handler as { kind?: string }).kind === 'request');
  let token: string | undefined;
  const client = createApiClient({
    base: 'http://fixture.invalid/api',
    assetBase: 'http://fixture.invalid/api',
    brokerId: 'maplecrest',
    language: () => 'en',
    token: () => token,
    fetch: async (input, init) => (await getResponse(handlers, new Request(input, init))) ?? new Response(null, { status: 404 }),
  });
  token = (await callApi(client, 'auth.verifyPin', { email: 'emilie.tremblay@example.ca', pin: '123456' })).token;
  const definitions = bundle.schema.definitions as JsonObject;
  const answers = new Map<string, Json>();
  for (const call of callTable) {
    // A file's bytes are no JSON example.
    if (call.method !== 'GET' || UNSTABLE.has(call.name) || 'answer' in call) continue;
    const examples = (definitions[typeNameOf(call.name, 'request')] as { examples?: Json[] } | undefined)?.examples ?? [{}];
    try {
      answers.set(call.name, (await client.request(toApiRequest(call.name, examples[0] as never))) as Json);
    } catch {
      // No answer for this example (e.g. an id the default user lacks): no example in the document.
    }
  }
  return answers;
}
