import { describe, expect, it } from 'vitest';
import { framingAllowed, originAllowed } from './framing.ts';

const own = 'https://lakeshore.app.example';
const allowed = ['https://www.lakeshore.example', 'http://host.localhost:*'];

describe('framing', () => {
  it.each([
    ['https://www.lakeshore.example', true],
    ['https://www.lakeshore.example:8443', false],
    ['http://host.localhost:4173', true],
    ['http://host.localhost', true],
    ['http://host.localhost.evil.example:80', false],
    ['http://host.localhost:80abc', false],
    ['https://evil.example', false],
  ])('origin %s allowed → %s', (origin, ok) => {
    expect(originAllowed(origin, allowed)).toBe(ok);
  });

  it.each([
    [{ framed: false, mode: 'direct' as const, parentOrigin: undefined }, true],
    [{ framed: true, mode: 'direct' as const, parentOrigin: 'https://evil.example' }, false],
    [{ framed: true, mode: 'direct' as const, parentOrigin: undefined }, false],
    [{ framed: true, mode: 'direct' as const, parentOrigin: own }, true],
    [{ framed: true, mode: 'widget' as const, parentOrigin: 'https://www.lakeshore.example' }, true],
    [{ framed: true, mode: 'widget' as const, parentOrigin: 'https://evil.example' }, false],
    [{ framed: true, mode: 'widget' as const, parentOrigin: undefined }, false],
  ])('%j → %s', (input, ok) => {
    expect(framingAllowed({ ...input, ownOrigin: own, allowedParentOrigins: allowed })).toBe(ok);
  });

  it('refuses widget mode when the brokerage lists no origin', () => {
    expect(framingAllowed({ framed: true, mode: 'widget', ownOrigin: own, parentOrigin: 'https://www.lakeshore.example', allowedParentOrigins: [] })).toBe(false);
  });
});
