// Who may use the settings studio's server (docs/adr/0076-studio-answers-its-own-page-only.md). It
// serves the opened file's path and text, the repository's files (Vite's /@fs/) and a Save that
// writes the settings file, so:
// - it listens on loopback unless `--host` opens it (with a warning, hosting/listen-host.ts);
// - every request must name, in its Host header, one of the addresses the studio printed: a page
//   reached through another name (DNS rebinding, a machine on the network naming this one's IP
//   address) is refused;
// - every write comes from the studio's own page: its Origin, a JSON body, and the token the page
//   got from /__studio/opened. A page of another site can send a no-cors text/plain POST; it can
//   set none of the three.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { NetworkInterfaceInfo } from 'node:os';
import { isLoopback } from '../hosting/listen-host.ts';
import { STUDIO_TOKEN_HEADER } from './write-token-header.ts';

export interface StudioAddresses {
  /** The studio page's addresses, as printed. */
  urls: string[];
  /** The Host headers those addresses send (lower case, with the port). */
  hosts: string[];
  /** Their origins, what a write's Origin header must be. */
  origins: string[];
  /** The host names alone, for Vite's own check (server.allowedHosts). */
  hostnames: string[];
}

function isWildcard(host: string): boolean {
  return host === '0.0.0.0' || host === '::' || host === '[::]';
}

/** `host` as it stands in a URL: an IPv6 address in brackets. */
function urlHost(host: string): string {
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

/**
 * The addresses other machines reach this one at, not loopback: IPv4 ones when listening on
 * 0.0.0.0, global IPv6 ones too on `::`.
 */
function networkHosts(interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>, withIpv6: boolean): string[] {
  return Object.values(interfaces)
    .flatMap((list) => list ?? [])
    .filter((info) => !info.internal && (info.family === 'IPv4' || (withIpv6 && !info.address.toLowerCase().startsWith('fe80'))))
    .map((info) => urlHost(info.address));
}

/**
 * Where the studio is reached when it listens on `listen`: on loopback, `<broker>.localhost` (the
 * app's frames take the brokerage from the host name); on an address or name of the network, that
 * one; on every interface, both the loopback one and each of this machine's network addresses.
 */
export function studioAddresses(listen: string, port: number, brokerId: string, interfaces: NodeJS.Dict<NetworkInterfaceInfo[]> = {}): StudioAddresses {
  const local = `${brokerId.toLowerCase()}.localhost`;
  let hostnames: string[];
  if (isLoopback(listen)) hostnames = [local];
  else if (isWildcard(listen)) hostnames = [local, ...networkHosts(interfaces, listen !== '0.0.0.0')];
  else hostnames = [urlHost(listen.toLowerCase())];
  const hosts = hostnames.map((name) => `${name}:${port}`);
  return {
    urls: hosts.map((host) => `http://${host}/studio/`),
    hosts,
    origins: hosts.map((host) => `http://${host}`),
    hostnames: hostnames.map((name) => name.replace(/^\[(.*)\]$/, '$1')),
  };
}

/** Whether a request's Host header is one of the printed addresses. */
export function hostAllowed(host: string | undefined, addresses: Pick<StudioAddresses, 'hosts'>): boolean {
  return host !== undefined && addresses.hosts.includes(host.trim().toLowerCase());
}

/** A new write token, given to the studio page by /__studio/opened. */
export function newWriteToken(): string {
  return randomBytes(32).toString('base64url');
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Why a write is refused (its origin, its content type or its token), or undefined when it may go. */
export function writeRefusal(headers: IncomingHttpHeaders, addresses: Pick<StudioAddresses, 'origins'>, token: string): string | undefined {
  const origin = headers.origin;
  if (typeof origin !== 'string' || !addresses.origins.includes(origin.toLowerCase())) return `writes come only from the studio's own page (${addresses.origins.join(', ')}), not from ${origin ?? 'a request without Origin'}`;
  const type = (headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') return `a write is JSON (Content-Type: application/json), not ${type || 'a body without a type'}`;
  const given = headers[STUDIO_TOKEN_HEADER];
  if (typeof given !== 'string' || !sameToken(given, token)) return `a write carries the token the studio page got from the studio (${STUDIO_TOKEN_HEADER})`;
  return undefined;
}
