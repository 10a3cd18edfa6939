// Render cost in the style of rjsf's Form.renderCost.test.tsx: a keystroke in a 200-field form
// causes exactly one React commit, and does not rebuild the form's translated labels.
import { Profiler, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import en from '../src/generated/i18n/en.json';
import { SchemaFormView } from './schema-form.tsx';

const labels = vi.hoisted(() => ({ built: 0 }));
vi.mock('./schema-labels.ts', async (original) => {
  const actual = await original<typeof import('./schema-labels.ts')>();
  return { ...actual, schemaLabels: (...args: Parameters<typeof actual.schemaLabels>) => ((labels.built += 1), actual.schemaLabels(...args)) };
});

const FIELDS = 200;
const schema: RJSFSchema = {
  type: 'object',
  properties: Object.fromEntries(Array.from({ length: FIELDS }, (_, i) => [`f${i}`, { type: 'string', title: `Field ${i}` }])),
};

describe('SchemaForm render cost', () => {
  it('commits once per keystroke on a 200-field form', async () => {
    let commits = 0;
    render(
      <IntlProvider locale="en-CA" messages={en as never}>
        <Profiler id="form" onRender={() => (commits += 1)}>
          <SchemaFormView formId="cost" schema={schema} validator={validator} onSubmit={() => undefined} />
        </Profiler>
      </IntlProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Field 100' });
    await userEvent.click(input);
    commits = 0;
    await userEvent.keyboard('abcde');
    expect((input as HTMLInputElement).value).toBe('abcde');
    expect(commits).toBe(5);
  }, 30_000);

  it('builds the translated labels once, not on each keystroke: no uiSchema of its own, texts\' values given afresh', async () => {
    // As a flow holds its draft: each keystroke re-renders the form's view with the new data and
    // the texts' values computed anew (form-flow.tsx).
    function Controlled() {
      const [data, setData] = useState<Record<string, string>>({});
      return <SchemaFormView formId="cost" schema={schema} validator={validator} data={data} onChange={setData} onSubmit={() => undefined} messageValues={{ broker: 'myBroker' }} />;
    }
    render(
      <IntlProvider locale="en-CA" messages={en as never}>
        <Controlled />
      </IntlProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Field 7' });
    await userEvent.click(input);
    const before = labels.built;
    await userEvent.keyboard('abc');
    expect((input as HTMLInputElement).value).toBe('abc');
    expect(labels.built).toBe(before);
  }, 30_000);
});
