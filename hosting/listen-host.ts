// Where the development servers (`npm start`, `npm run preview`, the fixture server, the settings
// studio) listen: the loopback interface unless asked otherwise. They serve fixture data, a fail switch and a sign-in
// that takes any e-mail; on a shared network anyone could use them, so opening them is a choice
// (`--host 0.0.0.0`) that prints a warning.

export const LOOPBACK_HOST = '127.0.0.1';

/** Whether only this machine can reach a server listening on `host`. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}

const FIXTURE_SERVER_EXPOSES = 'its fixture data and its sign-in (any e-mail, PIN 123456)';

/** The warning to print when a server is opened beyond this machine, or undefined; `exposes` says what others can then reach. */
export function networkWarning(host: string, what: string, exposes = FIXTURE_SERVER_EXPOSES): string | undefined {
  if (isLoopback(host)) return undefined;
  return `warning: ${what} listens on ${host}: other machines on the network can reach it, ${exposes}. Use it on trusted networks only.`;
}
