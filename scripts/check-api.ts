// `npm run check-api -- --api URL [--email E --pin P] [--broker ID] [--writes]`: a back end checks
// itself against the contract (schemas/api/, docs/openapi.json). Calls the read-only calls (GET) of
// a live API with the app's own client — the signed-in ones only with --email and --pin — and
// validates each answer against its response schema, printing `call: /pointer: message` per
// problem. Ids a call needs are taken from earlier answers (the first policy, room, item…), else
// from the request schema's example. The files call (files.get) must refuse a request without the
// bearer token (401) and answer the file's bytes with it (docs/adr/0074-files-fetched-with-the-token.md).
// With --writes it then sends each write call's (POST, PUT, DELETE) first schema example, uploads
// with a small file of the example's type, and checks each answer the same way: it creates,
// changes and deletes data, sends e-mails and payments, so it is for a staging API only, never
// production (README.md, "Connecting a brokerage's back end"); the sign-out comes last. Exits 1
// when any answer is off-contract or a call fails; 2 on bad usage.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { answerOf, buildHeaders, buildUrl, createApiClient, parseBodyText, type ApiClient, type ApiRequest } from '../src/api/api-client.ts';
import { ApiError } from '../src/api/api-error.ts';
import { definitionRef, typeNameOf } from '../src/api/api-schema-bundle.ts';
import { requestOf, toApiRequest, type CallRequest } from '../src/api/call-api.ts';
import { callTable, getCall, type CallEntry, type CallName } from '../src/api/call-table.ts';
import { fileNameOf, fileRequest } from '../src/api/fetch-file.ts';
import { multipartBody } from '../src/api/upload-file.ts';
import { API_VERSION } from './openapi.ts';
import { loadApiBundle } from './api-docs.ts';
import { apiProblem } from './api-probe.ts';

export interface CheckApiOptions {
  api: string;
  email?: string;
  pin?: string;
  broker?: string;
  /** Also send each write call's example (a staging API only: it changes data). */
  writes?: boolean;
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

/** A few bytes that start as a file of `type` does (uploads may check the first bytes). */
function sampleFile(type: string): Blob {
  const signature: Record<string, number[]> = {
    'application/pdf': [...'%PDF-1.7\n'].map((char) => char.charCodeAt(0)),
    'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
    'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  };
  const bytes = new Uint8Array(64);
  bytes.set(signature[type] ?? []);
  return new Blob([bytes], { type });
}

/** An upload's example with a real file in place of its `file` placeholder, and that file's size. */
function withSampleFile(example: Record<string, unknown>): Record<string, unknown> {
  const file = sampleFile(typeof example.type === 'string' ? example.type : 'application/pdf');
  return { ...example, size: file.size, file };
}

/** Sends a multipart call as the app's upload does, and gives its answer as sent (not repaired). */
function sendUpload(client: ApiClient, call: CallEntry, request: Record<string, unknown>): Promise<unknown> {
  const { config } = client;
  const url = buildUrl(config.base, config.brokerId, { path: call.path });
  const body = multipartBody(request);
  return client.withSession(async (token) => {
    const response = await fetch(url, { method: call.method, headers: buildHeaders(config, false, token ?? null), body });
    return answerOf(response.status, parseBodyText(await response.text()));
  }, call.access === 'anonymous');
}

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
  const exampleOf = (name: CallName): Record<string, unknown> => (examples[typeNameOf(name, 'request')]?.examples?.[0] ?? {}) as Record<string, unknown>;

  let token: string | undefined;
  const client = createApiClient({ base, assetBase: base, brokerId: options.broker ?? 'maplecrest', language: () => 'en', token: () => token });
  const problem = (line: string) => {
    result.problems.push(line);
    print(line);
  };
  /** Counts an answer and prints each place where it breaks its call's response schema. */
  const check = (name: CallName, answer: unknown) => {
    result.checked += 1;
    const validate = ajv.getSchema(definitionRef(name, 'response'));
    if (validate && !validate(answer)) {
      for (const error of validate.errors ?? []) {
        const field = (error.params as { missingProperty?: string; additionalProperty?: string }).missingProperty ?? (error.params as { additionalProperty?: string }).additionalProperty;
        const pointer = `${error.instancePath}${field === undefined ? '' : `/${field}`}` || '/';
        problem(`${name}: ${pointer}: ${error.message ?? 'is not valid'}`);
      }
    }
  };
  /** A failed call: a 404 for an example's id is no fault of the API (the id is the example's). */
  const failed = (name: CallName, error: unknown, request: unknown, fromExample: boolean) => {
    if (error instanceof ApiError && error.status === 404 && fromExample) result.skipped.push(`${name} (404 for the example ${JSON.stringify(request)})`);
    else problem(`${name}: the call failed: ${describe(error)}`);
  };

  let signIn: unknown;
  if (options.email && options.pin) {
    try {
      signIn = await client.request<{ token?: unknown }>(toApiRequest('auth.verifyPin', { email: options.email, pin: options.pin }));
      const answer = signIn as { token?: unknown } | undefined;
      token = typeof answer?.token === 'string' ? answer.token : undefined;
      if (!token) problem('auth.verifyPin: /token: no token in the answer');
    } catch (error) {
      problem(`auth.verifyPin: sign-in failed: ${describe(error)}`);
    }
  }

  const answers: Answers = new Map();
  for (const call of callTable) {
    if (call.method !== 'GET') continue;
    if ('answer' in call) {
      await checkFiles(call.name);
      continue;
    }
    if (call.access === 'user' && !token) {
      result.skipped.push(`${call.name} (needs --email and --pin)`);
      continue;
    }
    const fromAnswers = ID_FROM[call.name]?.(answers);
    const request = (fromAnswers ?? exampleOf(call.name)) as CallRequest<typeof call.name>;
    let answer: unknown;
    try {
      answer = await client.request(toApiRequest(call.name, request));
    } catch (error) {
      failed(call.name, error, request, !fromAnswers);
      continue;
    }
    answers.set(call.name, answer);
    check(call.name, answer);
  }
  if (options.writes) await checkWrites();
  return result;

  /**
   * The files call: refused without the bearer token (401), whoever asks; with it, the bytes of a
   * file an earlier answer named (the first document's), else of the example's name.
   */
  async function checkFiles(name: CallName): Promise<void> {
    const documents = answers.get('documents.getEdocs');
    const named = Array.isArray(documents) ? fileNameOf(client, (documents[0] as { url?: string } | undefined)?.url, `${base}/`) : undefined;
    const fileName = named ?? String(exampleOf(name).name ?? '');
    // Another call that answers a file (a wallet pass) is sent with its own example.
    const request: ApiRequest = name === 'files.get' ? fileRequest(fileName) : { ...requestOf(name, exampleOf(name) as never), responseType: 'blob' };
    try {
      const bare = await fetch(buildUrl(base, client.config.brokerId, request), { headers: { ...buildHeaders(client.config, false, null), Accept: '*/*' } });
      await bare.arrayBuffer();
      if (bare.status !== 401) problem(`${name}: answers HTTP ${bare.status} without the bearer token: a file must need it (401)`);
    } catch (error) {
      problem(`${name}: the call failed: ${describe(error)}`);
      return;
    }
    if (!token) {
      result.skipped.push(`${name} with the token (needs --email and --pin)`);
      return;
    }
    try {
      const file = await client.request<unknown>(request);
      result.checked += 1;
      if (!(file instanceof Blob) || file.size === 0) problem(`${name}: /: no file's bytes in the answer`);
    } catch (error) {
      failed(name, error, name === 'files.get' ? { name: fileName } : exampleOf(name), named === undefined);
    }
  }

  /** Each write call's first example, the sign-in's answer too; the sign-out last. */
  async function checkWrites(): Promise<void> {
    if (signIn !== undefined) check('auth.verifyPin', signIn);
    const writes = callTable.filter((call) => call.method !== 'GET' && call.name !== 'auth.verifyPin' && call.name !== 'auth.logout');
    for (const call of [...writes, getCall('auth.logout')]) {
      if (call.access === 'user' && !token) {
        result.skipped.push(`${call.name} (needs --email and --pin)`);
        continue;
      }
      const example = exampleOf(call.name);
      const request = 'body' in call ? withSampleFile(example) : example;
      let answer: unknown;
      try {
        answer = 'body' in call ? await sendUpload(client, call, request) : await client.request(toApiRequest(call.name, request as never));
      } catch (error) {
        failed(call.name, error, example, true);
        continue;
      }
      check(call.name, answer);
      // A renew replaces the token; the sign-out ends it.
      if (call.name === 'tokens.renew') {
        const renewed = (answer as { token?: unknown } | undefined)?.token;
        if (typeof renewed === 'string' && renewed !== '') token = renewed;
      }
      if (call.name === 'auth.logout') token = undefined;
    }
  }
}

function describe(error: unknown): string {
  if (error instanceof ApiError) return error.kind === 'network' ? `no answer (${String(error.payload)})` : `HTTP ${error.status}: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}

const USAGE = [
  'Usage: npm run check-api -- --api URL [--email E --pin P] [--broker ID] [--writes]',
  '  Calls the read-only calls of the API at URL (e.g. https://api.example.ca/api) and validates each answer against its response schema.',
  '  --writes also sends each write call\'s schema example and checks its answer: it changes data, sends e-mails and payments.',
  '  Use it against a staging API only, never production.',
].join('\n');

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { api: { type: 'string' }, email: { type: 'string' }, pin: { type: 'string' }, broker: { type: 'string' }, writes: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (!values.api || !/^https?:\/\//.test(values.api) || Boolean(values.email) !== Boolean(values.pin)) {
    console.error(USAGE);
    process.exit(2);
  }
  console.log(`check-api: ${values.api} (API version ${API_VERSION}, broker ${values.broker ?? 'maplecrest'}${values.email ? `, signed in as ${values.email}` : ', visitor'}${values.writes ? ', with writes' : ''})`);
  if (values.writes) console.log('check-api: --writes creates, changes and deletes data, sends e-mails and payments: a staging API only, never production.');
  const result = await checkApi({ api: values.api, writes: values.writes, ...(values.email ? { email: values.email } : {}), ...(values.pin ? { pin: values.pin } : {}), ...(values.broker ? { broker: values.broker } : {}) });
  for (const skipped of result.skipped) console.log(`skipped: ${skipped}`);
  console.log(`${result.checked} answer(s) checked, ${result.skipped.length} call(s) skipped, ${result.problems.length} problem(s)`);
  process.exit(result.problems.length > 0 ? 1 : 0);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
