// The form engine (rjsf, its templates and widgets) is a chunk of its own, kept out of the first
// page. One declaration for every screen that shows a form: until the engine has loaded it
// suspends (the screen's Suspense shows the form's loading status); once loaded — ahead of the
// first render, when the route asks for its forms (preloadForms) — it renders at once, so the
// first screen shows its form with no loading state replaced a moment later
// (docs/adr/0056-first-screen-beside-the-settings.md).
import { createElement, type ReactNode } from 'react';
import { preloadableScreen } from '../ui/preloadable.tsx';
import { settledPromise } from '../../renderers/settled-promise.ts';
import type { FormAnswers, FormId } from '../../renderers/form-catalogue.ts';
import type { SchemaFormProps } from '../../renderers/schema-form.tsx';

type SchemaFormComponent = (typeof import('../../renderers/schema-form.tsx'))['default'];

let loadedSchemaForm: SchemaFormComponent | undefined;

/** Renders what it is given once the engine is in (the generic form cannot pass through a lazy wrapper). */
function Show({ render }: { render: () => ReactNode }): ReactNode {
  return render();
}

/**
 * Marks a loader whose chunk only screens show (each loaded by lazyScreen, with the `screens` part
 * of the catalogue): scripts/i18n.ts keeps that chunk's texts out of the first page's part.
 */
function screensOnly<T>(load: () => Promise<T>): () => Promise<T> {
  return load;
}

const engine = preloadableScreen(
  screensOnly(() =>
    import('../../renderers/schema-form.tsx').then((module) => {
      loadedSchemaForm = module.default;
      return Show;
    }),
  ),
);

/** SchemaForm (renderers/schema-form.tsx), loaded on first render or ahead by preloadForms. */
export function SchemaForm<F extends FormId, T extends object = FormAnswers<F>>(props: SchemaFormProps<T> & { schemaId: F }): ReactNode {
  return createElement(engine, { render: () => (loadedSchemaForm ? createElement(loadedSchemaForm<F, T>, props) : null) });
}

/** The form catalogue (every form's schema loader and uiSchema): a chunk of its own too. */
const formCatalogue = screensOnly(() => import('../../renderers/form-catalogue.ts'));

/**
 * A form a screen's first render shows: its id, and its generated loader
 * (src/generated/forms/<id>.load.ts), imported by the route so its chunks need not wait for the
 * catalogue's.
 */
export interface FirstRenderForm {
  id: FormId;
  load: () => Promise<unknown>;
}

/**
 * A form the screen paints before the form engine has loaded (first-paint-schema-form.tsx): the
 * route waits for its schema only, and the engine loads after the first paint
 * (docs/adr/0086-login-before-the-form-engine.md). `uiSchema`: the form's own
 * (schemas/forms/<id>.ui.json).
 */
export interface FirstPaintForm<S> extends FirstRenderForm {
  uiSchema: Record<string, unknown>;
  /** The form's schema, loaded once; settled, so a render that reads it with use() does not suspend again. */
  schema(): Promise<S>;
}

export function paintsFirst(form: FirstRenderForm): form is FirstPaintForm<unknown> {
  return 'schema' in form;
}

export function firstPaintForm<S>(id: FormId, load: () => Promise<{ schema: S }>, uiSchema: Record<string, unknown>): FirstPaintForm<S> {
  let schema: Promise<S> | undefined;
  const loadSchema = (): Promise<S> => {
    if (!schema) {
      const loading = settledPromise(load().then((loaded) => loaded.schema));
      // A chunk that cannot load now is asked for again by the next render.
      loading.catch(() => (schema = undefined));
      schema = loading;
    }
    return schema;
  };
  return { id, load: loadSchema, uiSchema, schema: loadSchema };
}

/** Loads the form engine, the catalogue and the forms (schema, validator) side by side; never rejects. */
export function preloadForms(forms: readonly FirstRenderForm[]): Promise<void> {
  const entries = formCatalogue().then((catalogue) => Promise.all(forms.map(({ id }) => catalogue.loadFormEntry(id))));
  return Promise.all([engine.preload(), entries, ...forms.map(({ load }) => load())]).then(
    () => undefined,
    () => undefined, // A chunk that cannot load now is asked for again by the render.
  );
}
