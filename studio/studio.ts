// `npm run studio -- --broker NAME | --config FILE [--port N] [--save-to FILE]`: the settings
// studio (docs/settings.md for the reference it links to). Prints its address.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startStudio } from './studio-server.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const USAGE = 'Usage: npm run studio -- (--broker NAME | --config FILE) [--port 5180] [--save-to FILE]';

const { values } = parseArgs({
  options: {
    broker: { type: 'string' },
    config: { type: 'string' },
    port: { type: 'string', default: '5180' },
    'save-to': { type: 'string' },
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
const studio = await startStudio({ file, port: Number(values.port), ...(values['save-to'] ? { saveTo: values['save-to'] } : {}) });
console.log(`Settings studio ready at ${studio.url} (${file})`);
