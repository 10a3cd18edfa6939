// File upload: type check ('File type not allowed'), size limit, progress bar, retry. The form
// value is a reference { id, name, size, type } — a local id while queued, the server's after
// upload; the bytes wait in the upload queue, which the screen provides as formContext.uploadQueue.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import type { WidgetProps } from '@rjsf/utils';
import { ariaInvalid } from '../visible-errors.ts';
import { ariaDescribedByIds } from '@rjsf/utils';
import type { FileRef, UploadQueue } from '../upload-queue.ts';
import { fileMessages, fileValueMessages } from './file-messages.ts';

const noQueue = { subscribe: () => () => undefined, state: () => undefined };

export function FileUploadWidget({ id, value, schema, disabled, readonly, rawErrors, onChange, registry }: WidgetProps) {
  const intl = useIntl();
  const queue = (registry.formContext as { uploadQueue?: UploadQueue } | undefined)?.uploadQueue;
  const accept = (schema as { 'x-accept'?: string[] })['x-accept'] ?? [];
  const maxSize = (schema as { 'x-maxSize'?: number })['x-maxSize'];
  const [problem, setProblem] = useState<string | undefined>();
  const ref = value as FileRef | undefined;
  const source = queue ?? noQueue;
  const state = useSyncExternalStore(source.subscribe, () => (ref ? source.state(ref.id) : undefined));

  // When the queued upload finishes, the form keeps the server's reference instead of the local one.
  useEffect(() => {
    if (state?.status === 'done' && state.ref && ref && state.ref.id !== ref.id) onChange(state.ref);
  }, [state, ref, onChange]);

  const choose = async (file: File | undefined) => {
    setProblem(undefined);
    if (!file) return;
    if (accept.length > 0 && !accept.includes(file.type)) {
      setProblem(intl.formatMessage(fileMessages.typeNotAllowed));
      return;
    }
    if (maxSize !== undefined && file.size > maxSize) {
      setProblem(intl.formatMessage(fileValueMessages.tooLarge, { max: Math.round(maxSize / 1_048_576) }));
      return;
    }
    if (!queue) return;
    const localId = await queue.enqueue(file);
    onChange({ id: localId, name: file.name, size: file.size, type: file.type } satisfies FileRef);
  };

  const describedBy = [ariaDescribedByIds(id), problem ? `${id}__problem` : ''].filter(Boolean).join(' ');
  return (
    <div className="file-upload">
      <input
        id={id}
        type="file"
        accept={accept.join(',') || undefined}
        disabled={disabled || readonly}
        aria-invalid={problem ? true : ariaInvalid(id, rawErrors, registry)}
        aria-describedby={describedBy}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      {problem && <p className="field-error" id={`${id}__problem`} role="alert">{problem}</p>}
      {ref && (
        <div className="file-status">
          <span>{ref.name}</span>
          {state && state.status !== 'done' && (
            <div className="upload-progress" role="progressbar" aria-label={intl.formatMessage(fileValueMessages.progress, { name: ref.name })} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(state.progress * 100)}>
              <span style={{ width: `${Math.round(state.progress * 100)}%` }} />
            </div>
          )}
          {state?.status === 'queued' && <span role="status">{intl.formatMessage(fileMessages.waiting)}</span>}
          {state?.status === 'failed' && (
            <span role="alert">
              {intl.formatMessage(fileMessages.failed)}{' '}
              <button type="button" className="button" onClick={() => void queue?.retry(ref.id)}>{intl.formatMessage(fileMessages.retry)}</button>
            </span>
          )}
          {(!state || state.status === 'done') && <span role="status">{intl.formatMessage(fileMessages.uploaded)}</span>}
        </div>
      )}
    </div>
  );
}
