import { describe, expect, it } from 'vitest';
import { cardBrand, luhnMismatches, luhnValid } from './luhn.ts';

describe('Luhn check', () => {
  it.each([
    ['4242424242424242', true],
    ['4111111111111111', true],
    ['5555555555554444', true],
    ['378282246310005', true],
    ['6011111111111117', true],
    ['4000000000000002', true],
    ['79927398713', true],
    ['4242424242424241', false],
    ['4111111111111112', false],
    ['1234567812345678', false],
    ['79927398710', false],
    ['', false],
    ['4242 4242 4242 4242', false],
    ['abcd', false],
  ])('%s → %s', (digits, valid) => {
    expect(luhnValid(digits)).toBe(valid);
  });

  it('reports x-luhn fields of digits that fail, at any depth, and leaves the shape to the pattern', () => {
    const schema = { properties: { card: { properties: { number: { 'x-luhn': true } } }, cardNumber: { 'x-luhn': true }, other: {} } };
    expect(luhnMismatches(schema, { cardNumber: '4242424242424241', card: { number: '4242424242424242' }, other: '1' })).toEqual([['cardNumber']]);
    expect(luhnMismatches(schema, { cardNumber: '4242 4242', card: { number: '12' } })).toEqual([['card', 'number']]);
    expect(luhnMismatches(schema, { cardNumber: undefined })).toEqual([]);
  });
});

describe('card brand', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['4', 'visa'],
    ['5555 5555 5555 4444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
    ['3530111333300000', 'jcb'],
    ['36227206271667', 'dinersclub'],
    ['6200000000000005', 'unionpay'],
    ['9', undefined],
    ['', undefined],
    ['abc', undefined],
  ])('%s → %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });
});
