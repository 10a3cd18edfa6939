// `npm run check-api -- --api URL [--email E --pin P] [--broker ID]`: a back end checks itself
// against the contract (schemas/api/, docs/openapi.json). Calls the read-only calls (GET) of a live
// API with the app's own client — the signed-in ones only with --email and --pin — and validates
// each answer against its response schema, printing `call: /pointer: message` per problem. Ids a
// call needs are taken from earlier answers (the first policy, room, item…), else from the
// request schema's example. Exits 1 when any answer is off-contract or a call fails; 2 on bad usage.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { createApiClient } from '../src/api/api-client.ts';
import { ApiError } from '../src/api/api-error.ts';
import { definitionRef, typeNameOf } from '../src/api/api-schema-bundle.ts';
import { toApiRequest, type CallRequest } from '../src/api/call-api.ts';
import { callTable, type CallName } from '../src/api/call-table.ts';
import { API_VERSION } from './openapi.ts';
import { loadApiBundle } from './api-docs.ts';
import { apiProblem } from './api-probe.ts';

export interface CheckApiOptions {
  api: string;
  email?: string;
  pin?: string;
  broker?: string;
  /** Where lines go (console.log by default). */
  print?: (line: string) => void;
}

export interface CheckApiResult {
  checked: number;
  skipped: string[];
  problems: string[];
}

type Answers = Map<CallName, unknown>;

function first(list: unknown, field: string): string | undefined {
  const item = Array.isArray(list) ? (list[0] as Record<string, unknown> | undefined) : undefined;
  const value = item?.[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/** The id a call needs, from an earlier answer of the same API (the order of the table allows it). */
const ID_FROM: Partial<Record<CallName, (answers: Answers) => Record<string, string> | undefined>> = {
  'documents.getPolicyDetails': (a) => ((id) => (id ? { id } : undefined))(first(a.get('documents.getPoliciesDetails'), 'id')),
  'documents.getDrivers': (a) => ((id) => (id ? { documentId: id } : undefined))(first(a.get('documents.getPoliciesDetails'), 'id')),
  'documents.getVehicles': (a) => ((id) => (id ? { documentId: id } : undefined))(first(a.get('documents.getPoliciesDetails'), 'id')),
  'inventory.getGroup': (a) => ((id) => (id ? { id } : undefined))(first((a.get('inventory.getGroups') as { groups?: unknown } | undefined)?.groups ?? a.get('inventory.getGroups'), 'id')),
  'inventory.getItem': (a) => ((id) => (id ? { id } : undefined))(first((a.get('inventory.getGroup') as { items?: unknown } | undefined)?.items, 'id')),
};

export async function checkApi(options: CheckApiOptions): Promise<CheckApiResult> {
  const print = options.print ?? ((line: string) => console.log(line));
  const base = options.api.replace(/\/+$/, '');
  const result: CheckApiResult = { checked: 0, skipped: [], problems: [] };
  const unreachable = await apiProblem(base);
  if (unreachable) {
    result.problems.push(`api: ${unreachable}`);
    print(`api: ${unreachable}`);
    return result;
  }
  const bundle = loadApiBundle();
  const ajv = new Ajv({ allErrors: true, strict: false, discriminator: true });
  addFormats.default(ajv);
  ajv.addSchema(bundle.schema);
  const examples = bundle.schema.definitions as Record<string, { examples?: unknown[] }>;

  let token: string | undefined;
  const client = createApiClient({ base, assetBase: base, brokerId: options.broker ?? 'maplecrest', language: () => 'en', token: () => token });
  const problem = (line: string) => {
    result.problems.push(line);
    print(line);
  };

  if (options.email && options.pin) {
    try {
      const answer = await client.request<{ token?: unknown }>(toApiRequest('auth.verifyPin', { email: options.email, pin: options.pin }));
      token = typeof answer?.token === 'string' ? answer.token : undefined;
      if (!token) problem('auth.verifyPin: /token: no token in the answer');
    } catch (error) {
      problem(`auth.verifyPin: sign-in failed: ${describe(error)}`);
    }
  }

  const answers: Answers = new Map();
  for (const call of callTable) {
    if (call.method !== 'GET') continue;
    if (call.access === 'user' && !token) {
      result.skipped.push(`${call.name} (needs --email and --pin)`);
      continue;
    }
    const fromAnswers = ID_FROM[call.name]?.(answers);
    const request = (fromAnswers ?? examples[typeNameOf(call.name, 'request')]?.examples?.[0] ?? {}) as CallRequest<typeof call.name>;
    let answer: unknown;
    try {
      answer = await client.request(toApiRequest(call.name, request));
    } catch (error) {
      // An example's id the API does not know is not a fault of the API.
      if (error instanceof ApiError && error.status === 404 && !fromAnswers) result.skipped.push(`${call.name} (404 for the example ${JSON.stringify(request)})`);
      else problem(`${call.name}: the call failed: ${describe(error)}`);
      continue;
    }
    answers.set(call.name, answer);
    result.checked += 1;
    const validate = ajv.getSchema(definitionRef(call.name, 'response'));
    if (validate && !validate(answer)) {
      for (const error of validate.errors ?? []) {
        const field = (error.params as { missingProperty?: string; additionalProperty?: string }).missingProperty ?? (error.params as { additionalProperty?: string }).additionalProperty;
        const pointer = `${error.instancePath}${field === undefined ? '' : `/${field}`}` || '/';
        problem(`${call.name}: ${pointer}: ${error.message ?? 'is not valid'}`);
      }
    }
  }
  return result;
}

function describe(error: unknown): string {
  if (error instanceof ApiError) return error.kind === 'network' ? `no answer (${String(error.payload)})` : `HTTP ${error.status}: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}

const USAGE = 'Usage: npm run check-api -- --api URL [--email E --pin P] [--broker ID]\n  Calls the read-only calls of the API at URL (e.g. https://api.example.ca/api) and validates each answer against its response schema.';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { api: { type: 'string' }, email: { type: 'string' }, pin: { type: 'string' }, broker: { type: 'string' }, help: { type: 'boolean', default: false } },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (!values.api || !/^https?:\/\//.test(values.api) || Boolean(values.email) !== Boolean(values.pin)) {
    console.error(USAGE);
    process.exit(2);
  }
  console.log(`check-api: ${values.api} (API version ${API_VERSION}, broker ${values.broker ?? 'maplecrest'}${values.email ? `, signed in as ${values.email}` : ', visitor'})`);
  const result = await checkApi({ api: values.api, ...(values.email ? { email: values.email } : {}), ...(values.pin ? { pin: values.pin } : {}), ...(values.broker ? { broker: values.broker } : {}) });
  for (const skipped of result.skipped) console.log(`skipped: ${skipped}`);
  console.log(`${result.checked} answer(s) checked, ${result.skipped.length} call(s) skipped, ${result.problems.length} problem(s)`);
  process.exit(result.problems.length > 0 ? 1 : 0);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
