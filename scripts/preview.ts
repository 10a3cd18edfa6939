// `npm run preview -- [--config FILE] [--port N] [--host 0.0.0.0] [--build] [--api fixture-server [--api-port N]]`:
// the built app on the fixture backend. With --config, that brokerage is served on every host name
// and its check-config problems are printed as warnings (the app is served anyway, to show how the
// runtime degrades). With --api fixture-server, the fixture backend runs as a real HTTP server
// (scripts/fixture-server.ts) and the app is built with VITE_API_BASE pointing at it: no msw in
// the page, as with a real API.
import { parseArgs } from 'node:util';
import { checkConfigFile, reportLines } from './check-config-report.ts';
import { DEFAULT_FIXTURE_PORT, startFixtureServer } from './fixture-server.ts';
import { startPreview } from './preview-server.ts';
import { LOOPBACK_HOST, networkWarning } from './listen-host.ts';

const USAGE = 'Usage: npm run preview -- [--config FILE] [--port N] [--host 0.0.0.0] [--build] [--api fixture-server [--api-port N]]';

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
if (values.api !== undefined && values.api !== 'fixture-server') {
  console.error(`Unknown --api ${values.api}: only 'fixture-server' is known.\n${USAGE}`);
  process.exit(2);
}
if (values.api && values.config) {
  console.error('--config needs the embedded fixture backend: it cannot be used with --api.');
  process.exit(2);
}

const port = Number(values.port);
let brokerage = 'all fixtures by host name';
if (values.config) {
  const report = checkConfigFile(values.config);
  for (const line of reportLines(report)) console.warn(`warning: ${line}`);
  brokerage = report.errors.length === 0 ? values.config : `${values.config} (with ${report.errors.length} error(s))`;
}
const api = values.api ? await startFixtureServer({ port: Number(values['api-port']) }) : undefined;
await startPreview({ port, host: values.host, build: values.build ? 'always' : 'auto', ...(values.config ? { config: values.config } : {}), ...(api ? { apiBase: api.apiBase } : {}) });
const warning = networkWarning(values.host, 'npm run preview');
if (warning) console.warn(warning);
console.log(`Preview ready at http://localhost:${port} (brokerage: ${brokerage}; API: ${api ? `${api.apiBase}, fixture server` : 'fixture backend in the page'})`);
