// The studio answers only at the addresses it prints, and takes writes only from its own page.
import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { hostAllowed, studioAddresses, writeRefusal } from './studio-access.ts';

const INTERFACES: NodeJS.Dict<NetworkInterfaceInfo[]> = {
  lo: [{ address: '127.0.0.1', netmask: '255.0.0.0', family: 'IPv4', mac: '00:00:00:00:00:00', internal: true, cidr: '127.0.0.1/8' }],
  eth0: [
    { address: '192.168.1.50', netmask: '255.255.255.0', family: 'IPv4', mac: '02:00:00:00:00:01', internal: false, cidr: '192.168.1.50/24' },
    { address: 'fe80::1', netmask: 'ffff:ffff:ffff:ffff::', family: 'IPv6', mac: '02:00:00:00:00:01', internal: false, cidr: 'fe80::1/64', scopeid: 2 },
    { address: 'fd00::2', netmask: 'ffff:ffff:ffff:ffff::', family: 'IPv6', mac: '02:00:00:00:00:01', internal: false, cidr: 'fd00::2/64', scopeid: 0 },
  ],
};

describe('studio addresses', () => {
  it('on loopback (the default) prints and answers <broker>.localhost only', () => {
    const addresses = studioAddresses('127.0.0.1', 5325, 'maplecrest', INTERFACES);
    expect(addresses.urls).toEqual(['http://maplecrest.localhost:5325/studio/']);
    expect(hostAllowed('maplecrest.localhost:5325', addresses)).toBe(true);
    expect(hostAllowed('MapleCrest.localhost:5325', addresses)).toBe(true);
    for (const host of ['192.168.1.50:5325', '127.0.0.1:5325', 'localhost:5325', 'evil.example:5325', 'maplecrest.localhost:5326', 'maplecrest.localhost', undefined]) {
      expect(hostAllowed(host, addresses), String(host)).toBe(false);
    }
  });

  it('opened on every interface, prints the loopback address and each network one, and answers those only', () => {
    const addresses = studioAddresses('0.0.0.0', 5325, 'maplecrest', INTERFACES);
    expect(addresses.urls).toEqual(['http://maplecrest.localhost:5325/studio/', 'http://192.168.1.50:5325/studio/']);
    expect(hostAllowed('192.168.1.50:5325', addresses)).toBe(true);
    expect(hostAllowed('10.0.0.9:5325', addresses)).toBe(false);
    expect(hostAllowed('rebound.example:5325', addresses)).toBe(false);
  });

  it('opened on every IPv6 interface too, prints the IPv6 network addresses (not link-local ones)', () => {
    const addresses = studioAddresses('::', 5325, 'maplecrest', INTERFACES);
    expect(addresses.urls).toEqual(['http://maplecrest.localhost:5325/studio/', 'http://192.168.1.50:5325/studio/', 'http://[fd00::2]:5325/studio/']);
    expect(hostAllowed('[fd00::2]:5325', addresses)).toBe(true);
    expect(addresses.hostnames).toContain('fd00::2');
  });

  it('opened on one address, answers that one', () => {
    const addresses = studioAddresses('192.168.1.50', 5325, 'maplecrest', INTERFACES);
    expect(addresses.urls).toEqual(['http://192.168.1.50:5325/studio/']);
    expect(addresses.hostnames).toEqual(['192.168.1.50']);
  });
});

describe('studio writes', () => {
  const addresses = studioAddresses('127.0.0.1', 5325, 'maplecrest');
  const own = { origin: 'http://maplecrest.localhost:5325', 'content-type': 'application/json', 'x-studio-token': 'secret-token' };

  it('are taken from the studio page: its origin, JSON and its token', () => {
    expect(writeRefusal(own, addresses, 'secret-token')).toBeUndefined();
    expect(writeRefusal({ ...own, 'content-type': 'application/json; charset=utf-8' }, addresses, 'secret-token')).toBeUndefined();
  });

  it.each([
    ['a cross-site no-cors text/plain POST', { origin: 'https://evil.example', 'content-type': 'text/plain;charset=UTF-8' }],
    ['another origin, even with JSON and the token', { ...own, origin: 'http://evil.localhost:5325' }],
    ['no Origin (curl)', { 'content-type': 'application/json', 'x-studio-token': 'secret-token' }],
    ['a text/plain body from the right origin', { ...own, 'content-type': 'text/plain' }],
    ['a form post', { ...own, 'content-type': 'application/x-www-form-urlencoded' }],
    ['no token', { origin: own.origin, 'content-type': 'application/json' }],
    ['a wrong token', { ...own, 'x-studio-token': 'secret-tokeN' }],
    ['a token of another length', { ...own, 'x-studio-token': 'secret' }],
  ])('refuse %s', (_what, headers) => {
    expect(writeRefusal(headers, addresses, 'secret-token')).toEqual(expect.any(String));
  });
});
