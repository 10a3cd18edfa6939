// The login's schema form (schemas/forms/login.schema.json), named once: the screen shows it and its
// route loads its schema ahead with the screen, through the form's own generated loader. It is
// painted before the form engine has loaded (docs/adr/0086-login-before-the-form-engine.md).
import type { FormId } from '../../../renderers/form-catalogue.ts';
import { firstPaintForm } from '../../flow/schema-form-part.ts';
import loadLoginForm from '../../generated/forms/login.load.ts';
import loginUiSchema from '../../../schemas/forms/login.ui.json';

export const LOGIN_FORM = 'login' as const satisfies FormId;
export const LOGIN_FIRST_PAINT = firstPaintForm(LOGIN_FORM, loadLoginForm, loginUiSchema);
