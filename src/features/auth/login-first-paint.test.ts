// The login is painted before the form engine (docs/adr/0086-login-before-the-form-engine.md):
// its first paint must show each field with the widget the engine will show, or the field would
// change under the visitor when the engine takes over.
import { describe, expect, it } from 'vitest';
import { autoUiSchema } from '../../../renderers/registry.ts';
import { firstPaintRegistry } from '../../../renderers/first-paint-renderers.ts';
import { builtInRegistry } from '../../../renderers/built-in-renderers.ts';
import { LOGIN_FIRST_PAINT } from './login-form.ts';

describe('the login’s first paint', () => {
  it('picks, for every field, the renderer the form engine picks', async () => {
    const schema = await LOGIN_FIRST_PAINT.schema();
    const painted = autoUiSchema(schema, firstPaintRegistry(), LOGIN_FIRST_PAINT.uiSchema);
    expect(painted).toEqual(autoUiSchema(schema, builtInRegistry(), LOGIN_FIRST_PAINT.uiSchema));
    expect(painted).toMatchObject({ email: { 'ui:widget': 'email' }, pin: { 'ui:widget': 'pin' }, terms: { 'ui:widget': 'consent' } });
  });
});
