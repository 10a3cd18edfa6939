// A list as one value: a renderer that applies to the array node itself (e.g. a choice of several
// entries the server gives at run time) edits the whole list; otherwise each item gets its own pick.
import { describe, expect, it } from 'vitest';
import { autoUiSchema, createRegistry } from './registry.ts';
import { and, hasKeyword, rankWith, schemaTypeIs } from './testers.ts';

const registry = createRegistry<string>([
  { name: 'text', test: rankWith(1, schemaTypeIs('string')), component: 'Text' },
  { name: 'choices', test: rankWith(6, and(schemaTypeIs('array'), hasKeyword('x-choices'))), component: 'Choices' },
]);

describe('lists in the automatic uiSchema', () => {
  it('gives a list its renderer when one applies to the list itself', () => {
    const schema = { type: 'object', properties: { ids: { type: 'array', 'x-choices': 'policies', items: { type: 'string' } } } };
    expect(autoUiSchema(schema as never, registry)).toEqual({ ids: { 'ui:widget': 'choices' } });
  });

  it('picks for each item otherwise, and the form’s own uiSchema still wins', () => {
    const schema = { type: 'object', properties: { names: { type: 'array', items: { type: 'string' } }, ids: { type: 'array', 'x-choices': 'p', items: { type: 'string' } } } };
    expect(autoUiSchema(schema as never, registry, { ids: { 'ui:widget': 'select' } })).toEqual({ names: { items: { 'ui:widget': 'text' } }, ids: { 'ui:widget': 'select', items: { 'ui:widget': 'text' } } });
  });
});
