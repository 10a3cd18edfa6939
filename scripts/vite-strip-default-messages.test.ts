import { describe, expect, it } from 'vitest';
import { stripDefaultMessages } from './vite-strip-default-messages.ts';

describe('stripDefaultMessages', () => {
  it('drops the English copy of message descriptors, wherever it stands', () => {
    const code = "const m = defineMessages({ a: { id: 'x.a', defaultMessage: 'A — é' }, b: { defaultMessage: `B`, id: 'x.b', description: 'd' } });";
    expect(stripDefaultMessages(code, 'm.ts')).toBe("const m = defineMessages({ a: { id: 'x.a' }, b: { id: 'x.b', description: 'd' } });");
  });

  it('keeps objects that are not plain descriptors', () => {
    const code = "const a = { id: `x.${k}`, defaultMessage: 'A' }; const b = { defaultMessage: 'B' }; const c = { id: 'c', defaultMessage: text };";
    expect(stripDefaultMessages(code, 'm.ts')).toBe(code);
  });

  it('reads TSX', () => {
    const code = "export const C = () => <p>{intl.formatMessage({ id: 'c', defaultMessage: 'C' })}</p>;";
    expect(stripDefaultMessages(code, 'c.tsx')).toBe("export const C = () => <p>{intl.formatMessage({ id: 'c' })}</p>;");
  });
});
