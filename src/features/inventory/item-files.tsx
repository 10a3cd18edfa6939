// An item's photos and receipts: add a photo (camera on phones, resized on the device) or a
// receipt (PDF or image), each shown at once with its upload's progress, a Retry after a failure,
// "waiting for a connection" offline, and Remove.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import type { FileRef, InventoryItem } from '../../api/generated/api-types.ts';
import { isLocalId, isPhoto } from './inventory-model.ts';
import { inventoryMessages as m, inventoryValueMessages as v } from './inventory-messages.ts';
import { addItemFile, inventoryUploadQueue, localPreview, PHOTO_TYPES, RECEIPT_TYPES, removeItemFile, type FileKind } from './inventory-files.ts';
import { isApiFile, safeFileUrl, useFileSrc } from '../../ui/file-src.ts';
import { OpenFileButton } from '../../ui/open-file-button.tsx';

/** An object url for a queued file's bytes (revoked when no longer shown). */
export function useLocalPreview(file: FileRef): string | undefined {
  const [url, setUrl] = useState<string | undefined>();
  useEffect(() => {
    if (!isLocalId(file.id) || !isPhoto(file) || typeof URL.createObjectURL !== 'function') return undefined;
    let made: string | undefined;
    let live = true;
    void localPreview(file.id).then((blob) => {
      if (!blob || !live) return;
      made = URL.createObjectURL(blob);
      setUrl(made);
    });
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [file]);
  return url;
}

function FileRow({ file, onRemove }: { file: FileRef; onRemove: () => void }) {
  const intl = useIntl();
  const queue = inventoryUploadQueue();
  const state = useSyncExternalStore(queue.subscribe, () => queue.state(file.id));
  const preview = useLocalPreview(file);
  const local = isLocalId(file.id);
  // A stored file comes with the token (src/ui/file-src.ts); a queued one from the device.
  const served = useFileSrc(!local && isPhoto(file) ? file.url : undefined);
  const src = local ? preview : served;
  const percent = Math.round((state?.progress ?? 0) * 100);
  return (
    <li className="inventory-file">
      {src ? <img className="inventory-thumb" src={src} alt={intl.formatMessage(v.photoOf, { name: file.name })} width={72} height={72} /> : <span className="inventory-thumb inventory-thumb-doc" aria-hidden="true">PDF</span>}
      <div className="inventory-file-text">
        <span className="inventory-file-kind">{intl.formatMessage(isPhoto(file) ? m.photo : m.receipt)}</span>{' '}
        {!local && file.url && (isApiFile(file.url) || safeFileUrl(file.url)) ? (
          <OpenFileButton url={file.url} fileName={file.name} className="file-link-button" aria-label={intl.formatMessage(v.openFile, { name: file.name })}>
            {file.name}
          </OpenFileButton>
        ) : (
          <span>{file.name}</span>
        )}
        {local && state && state.status !== 'done' && state.status !== 'failed' && (
          <div className="upload-progress" role="progressbar" aria-label={intl.formatMessage(v.uploading, { name: file.name })} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
            <span style={{ width: `${percent}%` }} />
          </div>
        )}
        {local && state?.status === 'queued' && <span className="inventory-file-status">{intl.formatMessage(m.uploadWaiting)}</span>}
        {local && state?.status === 'failed' && (
          <span className="inventory-file-status" role="alert">
            {intl.formatMessage(m.uploadFailed)}{' '}
            <button type="button" className="button" onClick={() => void queue.retry(file.id)}>{intl.formatMessage(m.retry)}</button>
          </span>
        )}
        {local && !state && <FileLost id={file.id} />}
        {(!local || state?.status === 'done') && <span className="inventory-file-status">{intl.formatMessage(m.uploaded)}</span>}
      </div>
      <button type="button" className="button inventory-file-remove" onClick={onRemove}>
        {intl.formatMessage(v.removeFile, { name: file.name })}
      </button>
    </li>
  );
}

/** A queued file with no state: still in the store (resumed shortly), or gone (lost). */
function FileLost({ id }: { id: string }) {
  const intl = useIntl();
  const [lost, setLost] = useState(false);
  useEffect(() => {
    let live = true;
    void localPreview(id).then((blob) => {
      if (live && !blob) setLost(true);
    });
    return () => {
      live = false;
    };
  }, [id]);
  return lost ? <span className="inventory-file-status" role="alert">{intl.formatMessage(m.uploadLost)}</span> : <span className="inventory-file-status">{intl.formatMessage(m.uploadWaiting)}</span>;
}

function Picker({ kind, itemId, onProblem }: { kind: FileKind; itemId: string; onProblem: (problem: string | null) => void }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const id = `inventory-add-${kind}`;
  const types = kind === 'photo' ? PHOTO_TYPES : RECEIPT_TYPES;
  return (
    <div className="inventory-file-pick">
      <input
        id={id}
        className="visually-hidden"
        type="file"
        accept={types.join(',')}
        disabled={busy}
        aria-describedby="inventory-files-problem"
        onChange={(event) => {
          const picked = event.target.files?.[0];
          event.target.value = '';
          if (!picked) return;
          onProblem(null);
          setBusy(true);
          void addItemFile(itemId, picked, kind)
            .then((outcome) => {
              if (!outcome.ok) onProblem(intl.formatMessage(outcome.problem === 'type' ? m.typeNotAllowed : outcome.problem === 'empty' ? m.empty : m.tooLarge));
            })
            .finally(() => setBusy(false));
        }}
      />
      <label htmlFor={id} className={kind === 'photo' ? 'button primary' : 'button'}>
        {intl.formatMessage(kind === 'photo' ? m.addPhoto : m.addReceipt)}
      </label>
      {busy && <span role="status">{intl.formatMessage(m.preparing)}</span>}
    </div>
  );
}

export function ItemFiles({ item }: { item: InventoryItem }) {
  const intl = useIntl();
  const [problem, setProblem] = useState<string | null>(null);
  const queue = inventoryUploadQueue();
  const title = useRef<HTMLHeadingElement>(null);
  return (
    <section className="inventory-panel inventory-files" aria-labelledby="inventory-files-title">
      <h2 id="inventory-files-title" ref={title} tabIndex={-1}>{intl.formatMessage(m.filesTitle)}</h2>
      <p>{intl.formatMessage(m.filesIntro)}</p>
      {item.files.length === 0 ? (
        <p className="inventory-hint">{intl.formatMessage(m.noFiles)}</p>
      ) : (
        <ul className="inventory-file-list" aria-label={intl.formatMessage(m.filesTitle)}>
          {item.files.map((file) => (
            <FileRow
              key={file.id}
              file={file}
              onRemove={() => {
                // The row and its button leave the list: the focus goes to the section's heading
                // rather than falling to the body.
                title.current?.focus();
                void removeItemFile(item.id, file.id, queue);
              }}
            />
          ))}
        </ul>
      )}
      <div className="inventory-actions">
        <Picker kind="photo" itemId={item.id} onProblem={setProblem} />
        <Picker kind="receipt" itemId={item.id} onProblem={setProblem} />
      </div>
      <p id="inventory-files-problem" className="field-error" role="alert">{problem}</p>
    </section>
  );
}
