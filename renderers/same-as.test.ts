import { describe, expect, it } from 'vitest';
import { sameAsMismatches } from './same-as.ts';

const bank = { type: 'object', properties: { accountNumber: { type: 'string' }, accountNumberConfirmation: { type: 'string', 'x-sameAs': 'accountNumber' } } };

describe('x-sameAs', () => {
  it.each([
    [{ accountNumber: '1234567', accountNumberConfirmation: '1234567' }, []],
    [{ accountNumber: '1234567', accountNumberConfirmation: '1234576' }, [['accountNumberConfirmation']]],
    [{ accountNumber: '1234567', accountNumberConfirmation: '' }, []],
    [{ accountNumber: '1234567' }, []],
    [{ accountNumberConfirmation: '1' }, [['accountNumberConfirmation']]],
  ])('%j → %j', (data, expected) => {
    expect(sameAsMismatches(bank, data)).toEqual(expected);
  });

  it('finds mismatches in nested groups with their full path', () => {
    expect(sameAsMismatches({ type: 'object', properties: { bank } }, { bank: { accountNumber: '1', accountNumberConfirmation: '2' } })).toEqual([['bank', 'accountNumberConfirmation']]);
  });
});
