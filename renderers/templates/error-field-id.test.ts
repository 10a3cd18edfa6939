import { describe, expect, it } from 'vitest';
import { errorFieldId } from './error-field-id.ts';

const options = { idPrefix: 'root', idSeparator: '_' };

describe('errorFieldId', () => {
  it('names a root field whether or not its path starts with a dot', () => {
    expect(errorFieldId('firstName', options)).toBe('root_firstName');
    expect(errorFieldId('.firstName', options)).toBe('root_firstName');
  });

  it('joins a nested or array path with the separator', () => {
    expect(errorFieldId('.address.city', options)).toBe('root_address_city');
    expect(errorFieldId('.items.0.name', options)).toBe('root_items_0_name');
  });

  it('names the form itself for an error without a field', () => {
    expect(errorFieldId('', options)).toBe('root');
    expect(errorFieldId(undefined, options)).toBe('root');
  });

  it('follows the form’s own prefix and separator', () => {
    expect(errorFieldId('.price', { idPrefix: 'item', idSeparator: '__' })).toBe('item__price');
  });
});
