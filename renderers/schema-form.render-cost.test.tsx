// Render cost in the style of rjsf's Form.renderCost.test.tsx: a keystroke in a 200-field form
// causes exactly one React commit.
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import en from '../src/generated/i18n/en.json';
import { SchemaFormView } from './schema-form.tsx';

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
});
