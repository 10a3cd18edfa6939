// The login's schema form (schemas/forms/login.schema.json), named once: the screen shows it and its
// route loads it ahead with the screen.
import type { FormId } from '../../../renderers/form-catalogue.ts';

export const LOGIN_FORM = 'login' as const satisfies FormId;
