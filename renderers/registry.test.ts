import { describe, expect, it } from 'vitest';
import { autoUiSchema, createRegistry } from './registry.ts';
import { and, formatIs, hasKeyword, isEnum, optionIs, rankWith, schemaTypeIs, widgetIs, or, not } from './testers.ts';

const base = () =>
  createRegistry<string>([
    { name: 'text', test: rankWith(1, schemaTypeIs('string')), component: 'Text' },
    { name: 'email', test: rankWith(2, and(schemaTypeIs('string'), formatIs('email'))), component: 'Email' },
    { name: 'select', test: rankWith(2, isEnum()), component: 'Select' },
    { name: 'money', test: rankWith(3, and(schemaTypeIs('number'), hasKeyword('x-money', true))), component: 'Money' },
    { name: 'number', test: rankWith(1, or(schemaTypeIs('number'), schemaTypeIs('integer'))), component: 'Number' },
    { name: 'textarea', test: rankWith(2, and(schemaTypeIs('string'), optionIs('multiline'))), component: 'Textarea' },
    { name: 'radio', test: rankWith(10, widgetIs('radio')), component: 'Radio' },
  ]);

describe('renderer registry', () => {
  it.each([
    [{ type: 'string' }, {}, 'text'],
    [{ type: 'string', format: 'email' }, {}, 'email'],
    [{ type: 'string', enum: ['a', 'b'] }, {}, 'select'],
    [{ type: 'number', 'x-money': true }, {}, 'money'],
    [{ type: 'integer' }, {}, 'number'],
    [{ type: 'string' }, { 'ui:options': { multiline: true } }, 'textarea'],
    [{ type: 'string', enum: ['a', 'b'] }, { 'ui:widget': 'radio' }, 'radio'],
    [{ type: 'boolean' }, {}, undefined],
  ])('picks the highest rank for %j with %j → %s', (node, uiSchema, name) => {
    expect(base().pick(node, { uiSchema })?.name).toBe(name);
  });

  it('lets a later registration win a tie', () => {
    const registry = base().register({ name: 'brand-email', test: rankWith(2, and(schemaTypeIs('string'), formatIs('email'))), component: 'BrandEmail' });
    expect(registry.pick({ type: 'string', format: 'email' })?.name).toBe('brand-email');
  });

  it('lets an integrator override with a higher rank, whatever the order', () => {
    const registry = createRegistry<string>([{ name: 'pin-brand', test: rankWith(50, hasKeyword('x-renderer', 'pin')), component: 'BrandPin' }]);
    registry.register({ name: 'pin', test: rankWith(5, hasKeyword('x-renderer', 'pin')), component: 'Pin' });
    expect(registry.pick({ type: 'string', 'x-renderer': 'pin' })?.name).toBe('pin-brand');
  });

  it('combines predicates with not', () => {
    const registry = createRegistry<string>([{ name: 'plain', test: rankWith(1, and(schemaTypeIs('string'), not(isEnum()))), component: 'Plain' }]);
    expect(registry.pick({ type: 'string', enum: ['x'] })).toBeUndefined();
    expect(registry.pick({ type: 'string' })?.name).toBe('plain');
  });

  it('builds an automatic uiSchema from its picks, which a form’s own uiSchema overrides', () => {
    const schema = {
      type: 'object',
      properties: {
        email: { type: 'string', format: 'email' },
        amount: { type: 'number', 'x-money': true },
        notes: { type: 'string' },
        rooms: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, kind: { type: 'string', enum: ['a', 'b'] } } } },
        agree: { type: 'boolean' },
      },
    };
    const ui = autoUiSchema(schema, base(), { notes: { 'ui:options': { multiline: true } }, amount: { 'ui:widget': 'number' } });
    expect(ui).toEqual({
      email: { 'ui:widget': 'email' },
      amount: { 'ui:widget': 'number' },
      notes: { 'ui:widget': 'textarea', 'ui:options': { multiline: true } },
      rooms: { items: { name: { 'ui:widget': 'text' }, kind: { 'ui:widget': 'select' } } },
      agree: {},
    });
  });

  it('mounts a field renderer on a group and still picks its sub-fields; a widget renderer on an object makes it a leaf', () => {
    const registry = base()
      .register({ name: 'address', kind: 'field', test: rankWith(5, hasKeyword('x-renderer', 'address')), component: 'Address' })
      .register({ name: 'file', test: rankWith(5, hasKeyword('x-renderer', 'file')), component: 'File' });
    const schema = {
      type: 'object',
      properties: {
        place: { type: 'object', 'x-renderer': 'address', properties: { city: { type: 'string' }, zip: { type: 'string', format: 'email' } } },
        licence: { type: 'object', 'x-renderer': 'file', properties: { id: { type: 'string' }, name: { type: 'string' } } },
      },
    };
    expect(autoUiSchema(schema, registry)).toEqual({
      place: { 'ui:field': 'address', city: { 'ui:widget': 'text' }, zip: { 'ui:widget': 'email' } },
      licence: { 'ui:field': 'file' },
    });
  });
});
