// `npm run studio -- --broker NAME | --config FILE [--port N] [--save-to FILE] [--host ADDRESS]`:
// the settings studio (docs/settings.md for the reference it links to). Listens on loopback and
// prints its address; --host opens it to the network on purpose, with a warning (it can read and
// save the opened file), and it answers only at the addresses it prints (studio/studio-access.ts).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startStudio } from './studio-server.ts';
import { LOOPBACK_HOST, networkWarning } from '../hosting/listen-host.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const USAGE = 'Usage: npm run studio -- (--broker NAME | --config FILE) [--port 5180] [--save-to FILE] [--host 0.0.0.0]';

const { values } = parseArgs({
  options: {
    broker: { type: 'string' },
    config: { type: 'string' },
    port: { type: 'string', default: '5180' },
    'save-to': { type: 'string' },
    host: { type: 'string', default: LOOPBACK_HOST },
    help: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const file = values.config ?? (values.broker ? join(root, 'fixtures/brokerages', `${values.broker}.json`) : undefined);
if (!file || (values.config && values.broker)) {
  console.error(`Give one of --broker or --config.\n${USAGE}`);
  process.exit(2);
}
if (!existsSync(file)) {
  console.error(`No settings file at ${file}.\n${USAGE}`);
  process.exit(2);
}
const studio = await startStudio({ file, port: Number(values.port), host: values.host, ...(values['save-to'] ? { saveTo: values['save-to'] } : {}) });
console.log(`Settings studio ready at ${studio.url} (${file})`);
for (const url of studio.urls.slice(1)) console.log(`  also at ${url}`);
const warning = networkWarning(values.host, 'npm run studio', `the opened settings file (read and overwritten by Save), the repository's files and the fixture sign-in`);
if (warning) console.warn(warning);
