// `npm run preview -- [--config FILE] [--port N] [--build]`: the built app on the fixture backend.
// With --config, that brokerage is served on every host name and its check-config problems are
// printed as warnings (the app is served anyway, to show how the runtime degrades).
import { parseArgs } from 'node:util';
import { checkConfigFile, reportLines } from './check-config-report.ts';
import { startPreview } from './preview-server.ts';

const { values } = parseArgs({
  options: { config: { type: 'string' }, port: { type: 'string', default: '4173' }, build: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } },
  allowPositionals: true,
});

if (values.help) {
  console.log('Usage: npm run preview -- [--config FILE] [--port N] [--build]');
  process.exit(0);
}

const port = Number(values.port);
let brokerage = 'all fixtures by host name';
if (values.config) {
  const report = checkConfigFile(values.config);
  for (const line of reportLines(report)) console.warn(`warning: ${line}`);
  brokerage = report.errors.length === 0 ? values.config : `${values.config} (with ${report.errors.length} error(s))`;
}
await startPreview({ port, build: values.build ? 'always' : 'auto', ...(values.config ? { config: values.config } : {}) });
console.log(`Preview ready at http://localhost:${port} (brokerage: ${brokerage})`);
