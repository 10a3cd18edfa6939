// Small pieces the inventory's screens share: money in CAD, the "not yet saved" mark,
// the waiting-changes status, and a room's or item's name form.
import { useOnline } from '../../ui/use-online.ts';
import { Suspense, useRef, useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useSnapshot } from 'valtio';
import { formTextMessages } from '../../../renderers/form-messages.ts';
import { formatMoney } from '../../i18n/money.ts';
import type { InventoryOp } from './inventory-model.ts';
import { inventoryMessages as m, inventoryValueMessages as v } from './inventory-messages.ts';
import { inventoryOutbox, replayInventory } from './inventory-store.ts';
import { inventoryState, type InventoryDraft } from './inventory-state.ts';
import { SchemaForm } from '../../flow/schema-form-part.ts';
import { failureReason } from '../../ui/failure-reason.ts';

/** Cents as CAD in the user's locale. */
export function useMoney(): (cents: number) => string {
  const intl = useIntl();
  return (cents) => formatMoney(intl, cents / 100);
}

export function NotSavedBadge() {
  const intl = useIntl();
  return <span className="inventory-badge">{intl.formatMessage(m.notSaved)}</span>;
}

function rejectedLabel(op: InventoryOp, intl: IntlShape): string {
  switch (op.kind) {
    case 'saveGroup':
      return intl.formatMessage(v.rejectedSaveRoom, { name: op.group.name });
    case 'deleteGroup':
      return intl.formatMessage(v.rejectedDeleteRoom, { name: op.name });
    case 'saveItem':
      return intl.formatMessage(v.rejectedSaveItem, { name: op.item.name });
    case 'deleteItem':
      return intl.formatMessage(v.rejectedDeleteItem, { name: op.before.name });
  }
}

/** Changes waiting to be sent (and why), with "Send now"; changes the server refused, with their message. */
export function SyncStatus() {
  const intl = useIntl();
  const state = useSnapshot(inventoryState);
  const online = useOnline();
  const waiting = state.outbox.length;
  const failed = state.outbox[0]?.attempts ? state.outbox[0] : undefined;
  return (
    <>
      <div className="inventory-sync" role="status">
        {waiting > 0 && (
          <div className="inventory-sync-box">
            <p className="inventory-sync-title">{intl.formatMessage(v.syncWaiting, { count: waiting })}</p>
            {!online && <p>{intl.formatMessage(m.syncOffline)}</p>}
            {online && failed && <p>{intl.formatMessage(m.syncRetrying)}</p>}
            {online && (
              <button type="button" className="button" onClick={() => void replayInventory()}>
                {intl.formatMessage(m.syncNow)}
              </button>
            )}
          </div>
        )}
      </div>
      {state.rejected.length > 0 && (
        <section className="inventory-rejected" aria-labelledby="inventory-rejected-title">
          <h2 id="inventory-rejected-title">{intl.formatMessage(m.rejectedTitle)}</h2>
          <ul>
            {state.rejected.map((entry) => (
              <li key={entry.id}>
                <p>{intl.formatMessage(v.rejectedItem, { what: rejectedLabel(entry.op as InventoryOp, intl), message: failureReason(intl, entry.message) })}</p>
                <div className="inventory-actions">
                  <button type="button" className="button" onClick={() => inventoryOutbox().retryRejected(entry.id)}>
                    {intl.formatMessage(m.rejectedTry)}
                  </button>
                  <button type="button" className="button" onClick={() => inventoryOutbox().dismissRejected(entry.id)}>
                    {intl.formatMessage(m.rejectedDismiss)}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

type NameForm = { name?: string };

/**
 * A room's name form (schemas/forms/inventory/group.schema.json: required, limited in length),
 * its answer kept as the draft under `draftKey` so a reload keeps what was typed.
 */
export function RoomNameForm({ draftKey, initial, submitLabel, onSubmit, onCancel }: { draftKey: string; initial: string; submitLabel: string; onSubmit: (name: string) => void; onCancel: () => void }) {
  const intl = useIntl();
  const submitted = useRef<string | null>(null);
  const [data, setData] = useState<NameForm>(() => {
    const draft = inventoryState.draft;
    return draft?.key === draftKey ? { name: draft.data.name } : initial ? { name: initial } : {};
  });
  return (
    <Suspense fallback={<p role="status" className="form-loading">{intl.formatMessage(formTextMessages.loading)}</p>}>
      <SchemaForm
        schemaId="inventory-group"
        data={data}
        onChange={(values: object) => {
          const next = values as NameForm;
          // rjsf also reports the answer it was given (on mount, after submitting): not an edit.
          if ((next.name ?? '') === (data.name ?? '') || JSON.stringify(next) === submitted.current) return;
          setData(next);
          inventoryState.draft = { key: draftKey, data: { ...(next.name !== undefined ? { name: next.name } : {}) } } satisfies InventoryDraft;
        }}
        onSubmit={(values: object) => {
          submitted.current = JSON.stringify(values);
          inventoryState.draft = null;
          onSubmit((values as NameForm).name ?? '');
        }}
      >
        <div className="inventory-actions">
          <button type="submit" className="button primary">{submitLabel}</button>
          <button
            type="button"
            className="button"
            onClick={() => {
              inventoryState.draft = null;
              onCancel();
            }}
          >
            {intl.formatMessage(m.cancel)}
          </button>
        </div>
      </SchemaForm>
    </Suspense>
  );
}

/** A section heading with its content (an aria-labelledby region). */
export function Section({ id, title, children, className }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section className={className} aria-labelledby={id}>
      {/* Focusable, so a panel that opens (add a room, rename it) takes the focus on its heading. */}
      <h2 id={id} tabIndex={-1}>{title}</h2>
      {children}
    </section>
  );
}
