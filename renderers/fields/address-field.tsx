// Address group: objects marked `x-renderer: address`. A lookup box above the group's own fields
// geocodes a typed address (or the device's position) through formContext.geocode and fills the
// fields by name (fill-address.ts); the fields stay editable and keep their own renderers.
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { FieldProps } from '@rjsf/utils';
import type { FieldRenderer } from '../widget-renderer.ts';
import { GroupFields } from './group-fields.tsx';
import { and, hasKeyword, rankWith, schemaTypeIs } from '../testers.ts';
import { fillAddress } from './fill-address.ts';
import type { AddressParts, LookupFormContext } from './lookup-context.ts';
import { addressMessages as m, addressValueMessages as mv } from './lookup-messages.ts';
import { busyButton } from '../busy-button.ts';

type Status = { kind: 'idle' } | { kind: 'looking' } | { kind: 'none' } | { kind: 'failed' } | { kind: 'noPosition' } | { kind: 'choose'; answers: AddressParts[] } | { kind: 'filled'; address: string };

function AddressField(props: FieldProps) {
  const { registry, schema, formData, onChange, fieldPathId, disabled, readonly } = props;
  const intl = useIntl();
  const id = useId();
  const { geocode } = (registry.formContext ?? {}) as LookupFormContext;
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const statusRef = useRef<HTMLDivElement>(null);
  const fields = Object.keys((schema.properties ?? {}) as Record<string, unknown>);

  const apply = (parts: AddressParts) => {
    onChange(fillAddress(formData as Record<string, unknown> | undefined, parts, fields), fieldPathId.path);
    setStatus({ kind: 'filled', address: parts.formatted });
  };

  const look = async (request: { address: string } | { latlng: string }) => {
    if (!geocode) return;
    setStatus({ kind: 'looking' });
    try {
      const answers = await geocode(request);
      if (answers.length === 0) setStatus({ kind: 'none' });
      else if (answers.length === 1) apply(answers[0] as AddressParts);
      else {
        setStatus({ kind: 'choose', answers: answers.slice(0, 5) });
        // The choices appear below: move there so keyboard and screen-reader users find them.
        requestAnimationFrame(() => statusRef.current?.querySelector('button')?.focus());
      }
    } catch {
      setStatus({ kind: 'failed' });
    }
  };

  const find = () => {
    if (query.trim()) void look({ address: query.trim() });
  };
  const here = () => {
    navigator.geolocation.getCurrentPosition(
      (position) => void look({ latlng: `${position.coords.latitude.toFixed(5)},${position.coords.longitude.toFixed(5)}` }),
      () => setStatus({ kind: 'noPosition' }),
      { timeout: 10_000, maximumAge: 60_000 },
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter looks the address up; it must not submit the step.
    if (event.key === 'Enter') {
      event.preventDefault();
      find();
    }
  };

  const off = disabled || readonly || !geocode;
  return (
    <div className="address-group">
      {!off && (
        <div className="address-lookup" role="search">
          <label htmlFor={`${id}-q`}>{intl.formatMessage(m.search)}</label>
          <p className="field-help" id={`${id}-help`}>{intl.formatMessage(m.searchHelp)}</p>
          <div className="address-lookup-row">
            <input id={`${id}-q`} type="search" autoComplete="street-address" value={query} aria-describedby={`${id}-help`} onChange={(event) => setQuery(event.target.value)} onKeyDown={onKeyDown} />
            <button type="button" className="button" onClick={find} {...busyButton(status.kind === 'looking')}>{intl.formatMessage(m.find)}</button>
            {'geolocation' in navigator && (
              <button type="button" className="button" onClick={here} {...busyButton(status.kind === 'looking')}>{intl.formatMessage(m.here)}</button>
            )}
          </div>
          <div ref={statusRef} className="address-lookup-status">
            <p role="status" aria-live="polite">
              {status.kind === 'looking' && intl.formatMessage(m.looking)}
              {status.kind === 'none' && intl.formatMessage(m.none)}
              {status.kind === 'noPosition' && intl.formatMessage(m.noPosition)}
              {status.kind === 'choose' && intl.formatMessage(m.choose)}
              {status.kind === 'filled' && intl.formatMessage(mv.filled, { address: status.address })}
            </p>
            {status.kind === 'failed' && <p role="alert" className="field-error">{intl.formatMessage(m.failed)}</p>}
            {status.kind === 'choose' && (
              <ul className="address-choices">
                {status.answers.map((answer) => (
                  <li key={`${answer.formatted}-${answer.latitude ?? ''}`}>
                    <button type="button" className="button" onClick={() => apply(answer)}>{answer.formatted}</button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
      <GroupFields {...props} />
    </div>
  );
}

export const addressRenderer: FieldRenderer = {
  name: 'address',
  kind: 'field',
  test: rankWith(5, and(schemaTypeIs('object'), hasKeyword('x-renderer', 'address'))),
  component: AddressField,
};
