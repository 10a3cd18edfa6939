import { describe, expect, it } from 'vitest';
import { allowedWorkerUrl } from './trusted-types.ts';

const origin = 'https://lakeshore.example.com';

describe('Trusted Types: worker script urls', () => {
  it.each([
    ['/sw.js', 'https://lakeshore.example.com/sw.js'],
    ['https://lakeshore.example.com/mockServiceWorker.js', 'https://lakeshore.example.com/mockServiceWorker.js'],
    ['https://evil.example.com/sw.js', null],
    ['//evil.example.com/sw.js', null],
    ['/sw.js?import=https://evil.example.com/x.js', null],
    ['/assets/evil.js', null],
    ['javascript:alert(1)', null],
    ['data:text/javascript,alert(1)', null],
  ])('%s → %s', (input, allowed) => {
    expect(allowedWorkerUrl(input, origin)).toBe(allowed);
  });
});
