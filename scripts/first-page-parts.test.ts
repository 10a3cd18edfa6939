import { describe, expect, it } from 'vitest';
import { encode } from '@jridgewell/sourcemap-codec';
import { partOf, splitByPart } from './first-page-parts.ts';

describe('partOf', () => {
  it('puts React, react-dom and the scheduler in React’s runtime', () => {
    expect(partOf('../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react');
    expect(partOf('../node_modules/react/jsx-runtime.js')).toBe('react');
    expect(partOf('../node_modules/scheduler/index.js')).toBe('react');
  });

  it('puts other packages, scoped or not, in the libraries', () => {
    expect(partOf('../node_modules/react-intl/lib/index.js')).toBe('libraries');
    expect(partOf('../node_modules/@formatjs/intl/src/create-intl.js')).toBe('libraries');
    expect(partOf('../node_modules/valtio/esm/vanilla.mjs')).toBe('libraries');
  });

  it('tells the settings validator from the app’s other code', () => {
    expect(partOf('../src/generated/settings.validator.js')).toBe('settings validator');
    expect(partOf('../src/generated/state/session.validator.js')).toBe('app');
    expect(partOf('../src/app/start-app.ts')).toBe('app');
    expect(partOf(undefined)).toBe('app');
  });
});

describe('splitByPart', () => {
  it('gives each mapped segment to its source’s part and the rest to the app', () => {
    const code = 'AAAreactBBBapp\nintlVALID\ntail';
    const sources = ['../node_modules/react-dom/index.js', '../src/main.tsx', '../node_modules/react-intl/index.js', '../src/generated/settings.validator.js'];
    const mappings = encode([
      [[3, 0, 0, 0], [8, 1, 0, 0], [11]],
      [[0, 2, 0, 0], [4, 3, 0, 0]],
    ]);
    const parts = splitByPart(code, { sources, mappings });
    expect(parts.get('react')).toBe('react');
    expect(parts.get('libraries')).toBe('intl');
    expect(parts.get('settings validator')).toBe('VALID');
    expect(parts.get('app')).toBe('AAABBBapp\n\ntail');
    const total = [...parts.values()].join('').length;
    expect(total).toBe(code.length);
  });
});
