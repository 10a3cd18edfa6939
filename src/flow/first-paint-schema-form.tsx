// A schema form painted before the form engine has loaded: its first paint (renderers/first-paint-form.tsx,
// from the schema the route loaded) shows at once, the engine loads after it and takes over with
// what was typed (docs/adr/0086-login-before-the-form-engine.md). For a screen whose first paint
// is its form and whose time to it counts (the login).
import { Suspense, use, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { FormAnswers, FormId } from '../../renderers/form-catalogue.ts';
import type { SchemaFormProps } from '../../renderers/schema-form.tsx';
import { FirstPaintForm } from '../../renderers/first-paint-form.tsx';
import { formTextMessages } from '../../renderers/form-messages.ts';
import type { LabelledSchema } from '../../renderers/schema-labels.ts';
import { preloadForms, SchemaForm, type FirstPaintForm as PaintedForm } from './schema-form-part.ts';

type Props<F extends FormId, T extends object> = SchemaFormProps<T> & { schemaId: F; firstPaint: PaintedForm<LabelledSchema & { required?: string[] }> };

export function FirstPaintSchemaForm<F extends FormId, T extends object = FormAnswers<F>>(props: Props<F, T>) {
  const intl = useIntl();
  const { firstPaint: form, schemaId, uiSchema, fields, data, onChange, messageValues, children } = props;
  // Loaded by the route before the first render (lazyScreen): settled, so this does not suspend.
  const schema = use(form.schema());
  // Asked for in the first paint: the engine's form makes it when it mounts, checked as any.
  const [submitAsked, setSubmitAsked] = useState(false);
  // After the first paint: the engine, the catalogue and the form's validator, side by side.
  useEffect(() => void preloadForms([form]), [form]);
  const status = (
    <p role="status" className="form-loading">
      {intl.formatMessage(formTextMessages.loading)}
    </p>
  );
  const painted = (
    <FirstPaintForm<T> formId={schemaId} schema={schema} formUiSchema={form.uiSchema} uiSchema={uiSchema} fields={fields} data={data} onChange={onChange} messageValues={messageValues} loading={status} submitAsked={submitAsked} onSubmitAsked={() => setSubmitAsked(true)}>
      {children}
    </FirstPaintForm>
  );
  return (
    <Suspense fallback={painted}>
      <SchemaForm<F, T> {...props} loading={painted} submitOnMount={submitAsked} />
    </Suspense>
  );
}
