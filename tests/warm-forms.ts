// Loads the form engine and the named forms' chunks before a file's tests start. In jsdom the
// first import of the engine is transformed on the spot, which on a loaded 2-core CI machine can
// outlast a test's wait for the first field; warmed once here, every screen renders its form at once.
import { loadFormEntry, type FormId } from '../renderers/form-catalogue.ts';

export async function warmForms(...ids: readonly FormId[]): Promise<void> {
  await Promise.all([import('../renderers/schema-form.tsx'), ...ids.map((id) => loadFormEntry(id))]);
}
