// File upload: type check ('File type not allowed'), size limit, progress bar, retry, remove. The
// form value is a reference { id, name, size, type } — a local id while queued, the server's after
// upload — plus a `uid` when the schema has one (claim pictures); the bytes wait in the upload
// queue, which the screen provides as formContext.uploadQueue. The photo renderer is the same
// control with the camera and on-device resizing. `ui:options: { fileRemove: false }` hides the
// control's own Remove where a list's Remove already drops the whole item.
import { useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { ariaInvalid } from '../visible-errors.ts';
import type { FileRef, UploadQueue } from '../upload-queue.ts';
import { fileMessages, fileValueMessages } from './file-messages.ts';
import { contentMatchesType } from '../media/file-signature.ts';

/** Images every browser can show (HEIC is not one). */
const SHOWABLE = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

const noQueue = { subscribe: () => () => undefined, state: () => undefined };

/** What a screen may give file controls through formContext. */
export interface FileFormContext {
  uploadQueue?: UploadQueue;
  /** Deletes an uploaded file on the server; resolves to whether the form should drop it. */
  removeFile?: (file: FileRef) => Promise<boolean>;
}

interface FileControlOptions {
  /** Opens the camera on phones (`capture="environment"`). */
  camera?: boolean;
  /** Runs on the chosen file before checks and upload (e.g. resizing a photo). */
  prepare?: (file: File) => Promise<File>;
}

type FileValue = FileRef & { uid?: string };

export function fileControl({ camera = false, prepare }: FileControlOptions = {}): ComponentType<WidgetProps> {
  function FileControl({ id, value, schema, disabled, readonly, rawErrors, onChange, registry, options }: WidgetProps) {
    const intl = useIntl();
    const context = (registry.formContext ?? {}) as FileFormContext;
    const queue = context.uploadQueue;
    const accept = (schema as { 'x-accept'?: string[] })['x-accept'] ?? [];
    const maxSize = (schema as { 'x-maxSize'?: number })['x-maxSize'];
    const wantsUid = Boolean((schema.properties as Record<string, unknown> | undefined)?.uid);
    const [problem, setProblem] = useState<string | undefined>();
    const [busy, setBusy] = useState(false);
    const [preview, setPreview] = useState<string | undefined>();
    // A chosen image is shown small, from memory (not kept across a reload; the name is).
    useEffect(() => () => {
      if (preview) URL.revokeObjectURL(preview);
    }, [preview]);
    const input = useRef<HTMLInputElement>(null);
    const ref = value as FileValue | undefined;
    const source = queue ?? noQueue;
    const state = useSyncExternalStore(source.subscribe, () => (ref?.id ? source.state(ref.id) : undefined));

    // When the queued upload finishes, the form keeps the server's reference instead of the local one.
    useEffect(() => {
      if (state?.status === 'done' && state.ref && ref && state.ref.id !== ref.id) onChange({ ...ref, ...state.ref });
    }, [state, ref, onChange]);

    const choose = async (picked: File | undefined) => {
      setProblem(undefined);
      if (!picked) return;
      if (accept.length > 0 && !accept.includes(picked.type)) {
        setProblem(intl.formatMessage(fileMessages.typeNotAllowed));
        return;
      }
      // An empty file has nothing to send; its own message, before anything is sent.
      if (picked.size === 0) {
        setProblem(intl.formatMessage(fileMessages.empty));
        return;
      }
      setBusy(true);
      try {
        // The bytes must be of the type the browser guessed from the name (HTML named .pdf is not a PDF).
        if (accept.length > 0 && !(await contentMatchesType(picked))) {
          setProblem(intl.formatMessage(fileMessages.typeNotAllowed));
          return;
        }
        const file = prepare ? await prepare(picked) : picked;
        if (maxSize !== undefined && file.size > maxSize) {
          setProblem(intl.formatMessage(fileValueMessages.tooLarge, { max: Math.round(maxSize / 1_048_576) }));
          return;
        }
        if (!queue) return;
        const localId = await queue.enqueue(file);
        setPreview(SHOWABLE.has(file.type) && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined);
        const uid = wantsUid ? (ref?.uid ?? crypto.randomUUID()) : undefined;
        onChange({ ...(uid ? { uid } : {}), id: localId, name: file.name, size: file.size, type: file.type } satisfies FileValue);
      } finally {
        setBusy(false);
      }
    };

    const remove = async () => {
      if (!ref) return;
      setProblem(undefined);
      const uploaded = !state && !ref.id.startsWith('local-');
      if (state) await queue?.discard(ref.id);
      // An uploaded file is deleted on the server first; the screen's rule says whether to drop it.
      const drop = uploaded && context.removeFile ? await context.removeFile(ref).catch(() => false) : true;
      if (!drop) {
        setProblem(intl.formatMessage(fileMessages.removeFailed));
        return;
      }
      setPreview(undefined);
      onChange(undefined);
      input.current?.focus();
    };

    const describedBy = [ariaDescribedByIds(id), problem ? `${id}__problem` : ''].filter(Boolean).join(' ');
    return (
      <div className="file-upload">
        <input
          ref={input}
          id={id}
          type="file"
          accept={accept.join(',') || undefined}
          {...(camera ? { capture: 'environment' as const } : {})}
          disabled={disabled || readonly || busy}
          aria-invalid={problem ? true : ariaInvalid(id, rawErrors, registry)}
          aria-describedby={describedBy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = ''; // The same file may be chosen again after a removal.
            void choose(file);
          }}
        />
        {busy && <span role="status">{intl.formatMessage(fileMessages.preparing)}</span>}
        {problem && <p className="field-error" id={`${id}__problem`} role="alert">{problem}</p>}
        {ref?.id && (
          <div className="file-status">
            {preview && <img className="file-preview" src={preview} alt="" width={72} height={72} />}
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
            {!disabled && !readonly && options.fileRemove !== false && (
              <button type="button" className="button file-remove" onClick={() => void remove()}>
                {intl.formatMessage(fileValueMessages.remove, { name: ref.name })}
              </button>
            )}
          </div>
        )}
      </div>
    );
  }
  FileControl.displayName = camera ? 'PhotoControl' : 'FileControl';
  return FileControl;
}

export const FileUploadWidget = fileControl();
