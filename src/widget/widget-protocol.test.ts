import { describe, expect, it } from 'vitest';
import { acceptsMessage, isWidgetMessage } from './widget-protocol.ts';

const source = {} as MessageEventSource;
const other = {} as MessageEventSource;

describe('widget messages', () => {
  it.each([
    ['the exact origin and window', 'https://lakeshore.example.com', source, { type: 'iss:close' }, true],
    ['another origin', 'https://evil.example.com', source, { type: 'iss:close' }, false],
    ['a look-alike origin', 'https://lakeshore.example.com.evil.io', source, { type: 'iss:close' }, false],
    ['another scheme', 'http://lakeshore.example.com', source, { type: 'iss:close' }, false],
    ['another window of the right origin', 'https://lakeshore.example.com', other, { type: 'iss:close' }, false],
    ['an unknown message', 'https://lakeshore.example.com', source, { type: 'steal' }, false],
    ['a string', 'https://lakeshore.example.com', source, 'iss:close', false],
  ])('%s → %s', (_name, origin, from, data, accepted) => {
    expect(acceptsMessage({ origin, source: from, data }, 'https://lakeshore.example.com', source)).toBe(accepted);
  });

  it('accepts nothing when no origin is expected', () => {
    expect(acceptsMessage({ origin: 'null', source, data: { type: 'iss:close' } }, undefined)).toBe(false);
  });

  it('recognises the protocol messages only', () => {
    expect(isWidgetMessage({ type: 'iss:ready' })).toBe(true);
    expect(isWidgetMessage({ type: 'close' })).toBe(false);
    expect(isWidgetMessage(null)).toBe(false);
  });

  it('checks the type exactly, with no coercion', () => {
    expect(isWidgetMessage({ type: ['iss:close'] })).toBe(false);
    expect(isWidgetMessage({ type: { toString: () => 'iss:close' } })).toBe(false);
    expect(isWidgetMessage({ type: new String('iss:close') })).toBe(false);
  });
});
