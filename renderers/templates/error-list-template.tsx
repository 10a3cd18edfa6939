// Error summary at the top on submit: takes focus and links to each field (WCAG 3.3.1).
import { useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { ErrorListProps } from '@rjsf/utils';
import { formMessages } from '../form-messages.ts';
import { errorFieldId, errorFieldTarget } from './error-field-id.ts';

export function ErrorListTemplate({ errors, registry }: ErrorListProps) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  // Focus moves here on each submit only, never while the user is typing.
  const submitCount = (registry.formContext as { submitCount?: number } | undefined)?.submitCount ?? 0;
  useLayoutEffect(() => {
    if (submitCount > 0) ref.current?.focus();
  }, [submitCount]);
  return (
    <div ref={ref} className="form-error-summary" role="alert" tabIndex={-1} aria-labelledby="form-error-summary-title">
      <h2 id="form-error-summary-title">{intl.formatMessage(formMessages.errorSummary, { count: errors.length })}</h2>
      <ul>
        {errors.map((error, index) => {
          const field = errorFieldId(error.property, registry.globalFormOptions);
          return (
            <li key={`${error.property}-${index}`}>
              <a href={`#${field}`} onClick={(event) => {
                event.preventDefault();
                errorFieldTarget(field)?.focus();
              }}>{error.message}</a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
