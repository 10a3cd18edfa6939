// docs/openapi.json: the API as OpenAPI 3.1 for a brokerage's back-end team, from the call table
// (src/api/call-table.ts) and schemas/api/, written by scripts/api-docs.ts (`npm run generate`).
// Every call with method, path, parameters, request and response bodies, the error shapes, the
// bearer token, the `broker` query parameter and `x-assumed: true` where the path is ours.
// Request examples are the schemas' examples; response examples are the fixture backend's answers
// to them (`fixtureAnswers`, made on a fixed date so the document does not change with the day), so the
// document shows what the reference implementation answers.
import { callTable, idParamOf, type CallEntry } from '../src/api/call-table.ts';
import { typeNameOf, type ApiSchemaBundle, type Json, type JsonObject } from '../src/api/api-schema-bundle.ts';

export const OPENAPI_FILE = 'docs/openapi.json';
export const API_VERSION = '2.1.1';

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The bundle's refs (#/definitions/X) as OpenAPI component refs; draft-07 `examples` kept. */
function toComponents(node: Json): Json {
  if (Array.isArray(node)) return node.map(toComponents);
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string') out.$ref = value.replace(/^#\/definitions\//, '#/components/schemas/');
    else out[key] = key === 'properties' ? Object.fromEntries(Object.entries(value as JsonObject).map(([k, v]) => [k, toComponents(v)])) : toComponents(value);
  }
  return out;
}

const ref = (name: string): JsonObject => ({ $ref: `#/components/schemas/${name}` });

function tagOf(call: CallEntry): string {
  return call.name.split('.')[0] as string;
}

const SECURITY: Record<CallEntry['access'], Json> = {
  anonymous: [],
  // Public calls work for visitors and send the token when signed in.
  public: [{}, { bearerToken: [] }],
  user: [{ bearerToken: [] }],
};

/** Query parameters of a GET or DELETE call: its request fields but the path's id. */
function queryParameters(call: CallEntry, request: JsonObject): Json[] {
  if (!(call.method === 'GET' || call.method === 'DELETE')) return [];
  const properties = isObject(request.properties) ? request.properties : {};
  const required = new Set(Array.isArray(request.required) ? request.required : []);
  const id = idParamOf(call.path);
  return Object.entries(properties)
    .filter(([name]) => name !== id)
    .map(([name, schema]) => ({
      name,
      in: 'query',
      required: required.has(name),
      // Objects travel as JSON text in one query value (src/api/call-api.ts).
      ...(isObject(schema) && schema.type === 'object' ? { content: { 'application/json': { schema: toComponents(schema) } } } : { schema: toComponents(schema) }),
      ...(isObject(schema) && typeof schema.description === 'string' ? { description: schema.description } : {}),
    }));
}

function requestBody(call: CallEntry, request: JsonObject): JsonObject | undefined {
  if (call.method === 'GET' || call.method === 'DELETE') return undefined;
  const examples = Array.isArray(request.examples) ? request.examples : [];
  const media = 'body' in call ? 'multipart/form-data' : 'application/json';
  return {
    required: true,
    content: {
      [media]: {
        schema: ref(typeNameOf(call.name, 'request')),
        ...('body' in call ? { encoding: { file: { contentType: 'application/octet-stream' } } } : {}),
        ...(examples.length > 0 ? { examples: Object.fromEntries(examples.map((example, i) => [`example${i + 1}`, { value: example }])) } : {}),
      },
    },
  };
}

function okResponse(call: CallEntry, answer: Json | undefined, response?: JsonObject): JsonObject {
  if ('answer' in call) {
    // The bytes with the file's own type: any of them, described by the response schema.
    const file = { schema: ref(typeNameOf(call.name, 'response')) };
    // A call that answers one type of file names it in its response schema (a wallet pass).
    if (typeof response?.contentMediaType === 'string') return { description: "The file's bytes (not wrapped in data).", content: { [response.contentMediaType]: file } };
    return { description: "The file's bytes (not wrapped in data), with its own Content-Type.", content: { 'application/pdf': file, 'image/*': file, 'application/octet-stream': file } };
  }
  if ('host' in call) {
    return { description: 'CSS text (not wrapped in data).', content: { 'text/css': { schema: ref(typeNameOf(call.name, 'response')), ...(typeof answer === 'string' ? { example: answer } : {}) } } };
  }
  return {
    description: 'The answer, wrapped in `data` (the client unwraps it).',
    content: {
      'application/json': {
        schema: { type: 'object', required: ['data'], properties: { data: ref(typeNameOf(call.name, 'response')) } },
        ...(answer !== undefined ? { example: { data: answer } } : {}),
      },
    },
  };
}

function operation(call: CallEntry, definitions: JsonObject, answer: Json | undefined): JsonObject {
  const request = (definitions[typeNameOf(call.name, 'request')] ?? {}) as JsonObject;
  const id = idParamOf(call.path);
  const body = requestBody(call, request);
  const idSchema = id && isObject(request.properties) ? request.properties[id] : undefined;
  return {
    operationId: call.name,
    summary: call.summary,
    tags: [tagOf(call)],
    ...(call.assumed ? { 'x-assumed': true } : {}),
    security: SECURITY[call.access],
    parameters: [
      { $ref: '#/components/parameters/broker' },
      { $ref: '#/components/parameters/version' },
      { $ref: '#/components/parameters/acceptLanguage' },
      { $ref: '#/components/parameters/selectedLanguage' },
      ...(id ? [{ name: id, in: 'path', required: true, schema: isObject(idSchema) ? toComponents(idSchema) : { type: 'string' } }] : []),
      ...queryParameters(call, request),
      // A file is no list: no paging.
      ...(call.method === 'GET' && !('answer' in call) ? [{ $ref: '#/components/parameters/page' }, { $ref: '#/components/parameters/limit' }] : []),
    ],
    ...(body ? { requestBody: body } : {}),
    responses: {
      '200': okResponse(call, answer, definitions[typeNameOf(call.name, 'response')] as JsonObject | undefined),
      '400': { $ref: '#/components/responses/OffContract' },
      ...(call.access === 'anonymous' ? {} : { '401': { $ref: '#/components/responses/Unauthorized' } }),
      default: { $ref: '#/components/responses/Error' },
    },
  };
}

/** The OpenAPI document; `answers` holds the fixture backend's answer per call, when it has one. */
export function renderOpenApi(bundle: ApiSchemaBundle, answers: ReadonlyMap<string, Json>): string {
  const definitions = bundle.schema.definitions as JsonObject;
  const paths: JsonObject = {};
  for (const call of callTable) {
    const item = (paths[call.path] ??= {}) as JsonObject;
    item[call.method.toLowerCase()] = operation(call, definitions, answers.get(call.name));
  }
  const queryRequestNames = new Set(callTable.filter((call) => call.method === 'GET' || call.method === 'DELETE').map((call) => typeNameOf(call.name, 'request')));
  const errorMessage = { type: 'object', required: ['message'], properties: { message: { type: 'string' } } };
  const document = {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    info: {
      title: 'Insurance self-service API',
      version: API_VERSION,
      summary: 'What the self-service app calls on a brokerage\'s back end.',
      description: [
        'Generated by scripts/openapi.ts from src/api/call-table.ts and schemas/api/. Do not edit: run `npm run generate`.',
        '',
        'Every request carries `Accept-Language`, `Version: 2.1.1`, `Selected-Language` when set and the `broker` query parameter',
        '(the first subdomain of the app\'s host). Answers are `{ "data": … }`. Operations marked `x-assumed: true` are calls the',
        'product knows only by purpose: their path (and, where not shown, their shape) is ours, and a back end may map them.',
        'The fixture HTTP server (`npm run fixture-server`) is the reference implementation; `npm run check-api -- --api URL`',
        'checks a live API against this contract. See README.md, "Connecting a brokerage\'s back end".',
      ].join('\n'),
      license: { name: 'Apache-2.0', identifier: 'Apache-2.0' },
    },
    servers: [
      { url: 'https://{host}/api', description: "A brokerage's API base (the app's VITE_API_BASE).", variables: { host: { default: 'api.example-brokerage.ca' } } },
      { url: 'http://localhost:8787/api', description: 'The fixture HTTP server (npm run fixture-server).' },
    ],
    tags: [...new Set(callTable.map(tagOf))].map((name) => ({ name, description: `Calls ${callTable.filter((call) => tagOf(call) === name).map((call) => call.name).join(', ')}.` })),
    paths,
    components: {
      schemas: {
        // A GET or DELETE request is spelled out as parameters: its schema is not a component.
        ...(toComponents(Object.fromEntries(Object.entries(definitions).filter(([name]) => !queryRequestNames.has(name)))) as JsonObject),
        ErrorAnswer: {
          type: 'object',
          description: 'A failed call: the message is read from data.error, else data._info.error; code defaults to 400.',
          required: ['data'],
          properties: {
            data: {
              type: 'object',
              properties: {
                error: { oneOf: [errorMessage, { type: 'string' }] },
                _info: { type: 'object', properties: { error: { oneOf: [errorMessage, { type: 'string' }] } } },
                code: { type: 'integer' },
              },
            },
          },
        },
        ContractErrors: {
          type: 'object',
          description: 'A request off its schema: one entry per problem, the pointer naming the field (JSON Pointer into the body or the query and path fields).',
          required: ['errors'],
          properties: { errors: { type: 'array', items: { type: 'object', required: ['pointer', 'message'], properties: { pointer: { type: 'string' }, message: { type: 'string' } } } } },
        },
      },
      responses: {
        Error: { description: 'Any failure, in the error shape the app reads.', content: { 'application/json': { schema: ref('ErrorAnswer') } } },
        OffContract: {
          description: 'The request does not match its schema.',
          content: { 'application/json': { schema: ref('ContractErrors'), example: { errors: [{ pointer: '/damage/type', message: "must have required property 'type'" }] } } },
        },
        Unauthorized: {
          description: 'No valid token: the app renews it once (POST /tokens/renew) and retries, then signs the user out.',
          content: { 'application/json': { schema: ref('ErrorAnswer'), example: { data: { error: { message: 'Your session has expired. Please log in again.' }, code: 401 } } } },
        },
      },
      parameters: {
        broker: { name: 'broker', in: 'query', required: true, description: 'The brokerage: the first subdomain of the app\'s host, or its fixed default on a local host.', schema: { type: 'string' }, example: 'maplecrest' },
        version: { name: 'Version', in: 'header', required: true, schema: { type: 'string', const: API_VERSION } },
        acceptLanguage: { name: 'Accept-Language', in: 'header', required: false, schema: { type: 'string' }, example: 'fr-CA' },
        selectedLanguage: { name: 'Selected-Language', in: 'header', required: false, description: 'The language the user picked in the app, when set.', schema: { type: 'string', enum: ['en', 'fr'] } },
        page: { name: 'page', in: 'query', required: false, schema: { type: 'integer', minimum: 1 } },
        limit: { name: 'limit', in: 'query', required: false, schema: { type: 'integer', minimum: 1 } },
      },
      securitySchemes: {
        bearerToken: {
          type: 'http',
          scheme: 'bearer',
          description:
            'The token POST /auth/verifyPin answers (renewed by POST /tokens/renew). The app keeps it only in the `<broker>_token` cookie ' +
            '(Secure; SameSite=None; Partitioned, so it survives in a cross-site widget iframe) and sends it as `Authorization: Bearer <token>`.',
        },
      },
    },
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
