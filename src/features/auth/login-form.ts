// The login's schema form (schemas/forms/login.schema.json), named once: the screen shows it and its
// route loads it ahead with the screen, through the form's own generated loader.
import type { FormId } from '../../../renderers/form-catalogue.ts';
import type { FirstRenderForm } from '../../flow/schema-form-part.ts';
import loadLoginForm from '../../generated/forms/login.load.ts';

export const LOGIN_FORM = 'login' as const satisfies FormId;
export const LOGIN_FIRST_RENDER: FirstRenderForm = { id: LOGIN_FORM, load: loadLoginForm };
