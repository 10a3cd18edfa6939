// `npm start -- [--host 0.0.0.0] [--port 5173]`: the Vite development server (vite.config.ts) on
// loopback by default; --host opens it to the network, with a warning (hosting/listen-host.ts).
import { parseArgs } from 'node:util';
import { createServer } from 'vite';
import { LOOPBACK_HOST, networkWarning } from '../hosting/listen-host.ts';

const { values } = parseArgs({
  options: {
    host: { type: 'string', default: LOOPBACK_HOST },
    port: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log('Usage: npm start -- [--host 0.0.0.0] [--port 5173]');
  process.exit(0);
}
const server = await createServer({ server: { host: values.host, ...(values.port ? { port: Number(values.port) } : {}) } });
await server.listen();
server.printUrls();
const warning = networkWarning(values.host, 'npm start');
if (warning) console.warn(warning);
