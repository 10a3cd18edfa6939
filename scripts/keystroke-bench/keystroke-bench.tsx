// The page `npm run bench` drives for keystroke_ratio: a 200-field schema form (the product's
// SchemaForm with its registry, templates and precompiled-style validation) and a plain controlled
// form of 200 inputs, side by side in one page. Each keystroke's time to the next paint is recorded.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import en from '../../src/generated/i18n/en.json';
import { SchemaFormView } from '../../renderers/schema-form.tsx';

const FIELDS = 200;
const names = Array.from({ length: FIELDS }, (_, i) => `f${i}`);
const schema: RJSFSchema = { type: 'object', properties: Object.fromEntries(names.map((name, i) => [name, { type: 'string', title: `Field ${i}`, maxLength: 200 }])) };

function SchemaSide() {
  const [data, setData] = useState<Record<string, string>>({});
  return <SchemaFormView formId="bench" schema={schema} validator={validator} data={data} onChange={setData} onSubmit={() => undefined} />;
}

function PlainSide() {
  const [values, setValues] = useState<Record<string, string>>({});
  return (
    <form className="plain-form" onSubmit={(event) => event.preventDefault()}>
      {names.map((name, i) => (
        <div key={name}>
          <label htmlFor={`plain_${name}`}>Field {i}</label>
          <input id={`plain_${name}`} value={values[name] ?? ''} onChange={(event) => setValues((before) => ({ ...before, [name]: event.target.value }))} />
        </div>
      ))}
    </form>
  );
}

/** Keydown to the paint after it: a frame callback, then a task after that frame. */
const samples: number[] = [];
document.addEventListener(
  'keydown',
  () => {
    const start = performance.now();
    requestAnimationFrame(() => setTimeout(() => samples.push(performance.now() - start), 0));
  },
  true,
);
Object.assign(window, { keystrokeSamples: () => samples.splice(0) });

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <IntlProvider locale="en-CA" messages={en as never}>
      <section id="schema-side"><SchemaSide /></section>
      <section id="plain-side"><PlainSide /></section>
    </IntlProvider>
  </StrictMode>,
);
