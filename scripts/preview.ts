// `npm run preview -- [--config FILE] [--port N] [--host 0.0.0.0] [--build] [--api fixture-server|URL [--api-port N]]`:
// the built app on the fixture backend. With --config, that brokerage is served on every host name
// and its check-config problems are printed as warnings (the app is served anyway, to show how the
// runtime degrades); a file that is not a JSON object stops it with the parse error (the fixture
// backend would otherwise serve a fixture brokerage instead). With --api fixture-server, the fixture backend runs as a real HTTP server
// (scripts/fixture-server.ts) and the app is built with VITE_API_BASE pointing at it: no msw in
// the page, as with a real API. With --api URL, the app is built for that API base (a brokerage's
// staging API, e.g. https://staging.example.ca/api): an API that cannot be reached is said in the
// terminal, and the app is served anyway, showing its own error screen.
import { parseArgs } from 'node:util';
import { apiProblem } from './api-probe.ts';
import { checkConfigFile, checkTextsBeside, reportLines, unusableSettingsFile } from './check-config-report.ts';
import { DEFAULT_FIXTURE_PORT, startFixtureServer } from './fixture-server.ts';
import { startPreview } from '../hosting/preview-server.ts';
import { LOOPBACK_HOST, networkWarning } from '../hosting/listen-host.ts';

const USAGE = 'Usage: npm run preview -- [--config FILE] [--port N] [--host 0.0.0.0] [--build] [--api fixture-server|URL [--api-port N]]';

const { values } = parseArgs({
  options: {
    config: { type: 'string' },
    port: { type: 'string', default: '4173' },
    host: { type: 'string', default: LOOPBACK_HOST },
    build: { type: 'boolean', default: false },
    api: { type: 'string' },
    'api-port': { type: 'string', default: String(DEFAULT_FIXTURE_PORT) },
    help: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const FIXTURE_SERVER = 'fixture-server';
if (values.api !== undefined && values.api !== FIXTURE_SERVER && !/^https?:\/\/[^/]/.test(values.api)) {
  console.error(`--api ${values.api}: give '${FIXTURE_SERVER}' or an http(s) API base such as https://staging.example.ca/api.\n${USAGE}`);
  process.exit(2);
}
if (values.api && values.config) {
  console.error('--config needs the embedded fixture backend: it cannot be used with --api.');
  process.exit(2);
}

const port = Number(values.port);
let brokerage = 'all fixtures by host name';
if (values.config) {
  const unusable = unusableSettingsFile(values.config);
  if (unusable !== undefined) {
    console.error(`${values.config}: ${unusable}\nThe preview serves a settings file that is a JSON object (npm run check-config -- ${values.config}).`);
    process.exit(1);
  }
  const report = checkConfigFile(values.config);
  for (const line of [report, ...checkTextsBeside(values.config)].flatMap(reportLines)) console.warn(`warning: ${line}`);
  brokerage = report.errors.length === 0 ? values.config : `${values.config} (with ${report.errors.length} error(s))`;
}
const fixtureServer = values.api === FIXTURE_SERVER ? await startFixtureServer({ port: Number(values['api-port']) }) : undefined;
const apiBase = fixtureServer?.apiBase ?? values.api?.replace(/\/+$/, '');
let apiNote = 'fixture backend in the page';
if (fixtureServer) apiNote = `${fixtureServer.apiBase}, fixture server`;
else if (apiBase) {
  const problem = await apiProblem(apiBase);
  // Served anyway: the integrator sees what a policyholder would, the app's own error screen.
  if (problem) console.error(`warning: ${problem}. The app will show its error screen until it answers; check the URL, or run npm run check-api -- --api ${apiBase}`);
  apiNote = `${apiBase}${problem ? ', not reachable now' : ''}; its CORS must allow http://*.localhost:${port}`;
}
await startPreview({ port, host: values.host, build: values.build ? 'always' : 'auto', ...(values.config ? { config: values.config } : {}), ...(apiBase ? { apiBase } : {}) });
const warning = networkWarning(values.host, 'npm run preview');
if (warning) console.warn(warning);
console.log(`Preview ready at http://localhost:${port} (brokerage: ${brokerage}; API: ${apiNote})`);
