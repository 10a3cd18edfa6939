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

  it('checks every ancestor, not only the nearest: an allowed page framed by a foreign one is refused', () => {
    const input = { framed: true, mode: 'widget' as const, ownOrigin: own, parentOrigin: 'https://www.lakeshore.example', allowedParentOrigins: allowed };
    expect(framingAllowed({ ...input, ancestorOrigins: ['https://www.lakeshore.example', 'https://evil.example'] })).toBe(false);
    expect(framingAllowed({ ...input, ancestorOrigins: ['https://www.lakeshore.example', own] })).toBe(true);
    expect(framingAllowed({ ...input, ancestorOrigins: ['https://www.lakeshore.example'] })).toBe(true);
    expect(framingAllowed({ framed: true, mode: 'direct', ownOrigin: own, parentOrigin: own, allowedParentOrigins: allowed, ancestorOrigins: [own, 'https://evil.example'] })).toBe(false);
  });

  it('refuses widget mode when the brokerage lists no origin', () => {
    expect(framingAllowed({ framed: true, mode: 'widget', ownOrigin: own, parentOrigin: 'https://www.lakeshore.example', allowedParentOrigins: [] })).toBe(false);
  });
});
