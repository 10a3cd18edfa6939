// An item: its form (schemas/forms/inventory/item.schema.json — name, quantity, price, notes, with
// the docs/product-rules.md#form-rules rules and messages), its total value, its photos and receipts, moving it to another
// room and deleting it. Saving is at once (the outbox sends it, or keeps it while offline); what is
// typed is kept as the draft, so a reload in the middle of an edit loses nothing.
import { Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { updateThenFocus } from '../../ui/update-then-focus.ts';
import { useIntl } from 'react-intl';
import { Link, useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { PATHS, withQuery } from '../../paths/paths.ts';
import { useFocusHeading } from '../../ui/use-focus-heading.ts';
import { useUnsavedChangesGuard } from '../../ui/navigation-guard.ts';
import { formTextMessages } from '../../../renderers/form-messages.ts';
import { itemCents } from './inventory-model.ts';
import { inventoryMessages as m, inventoryValueMessages as v } from './inventory-messages.ts';
import { inventoryCache, inventoryState, type InventoryDraft } from './inventory-state.ts';
import { deleteItem, loadRoom, moveItem, resolveId, saveItem, useInventoryView } from './inventory-store.ts';
import { NotSavedBadge, Section, SyncStatus, useMoney } from './inventory-ui.tsx';
import { ItemFiles } from './item-files.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { SchemaForm } from '../../flow/schema-form-part.ts';
import { ReportClaimLink } from './report-claim-link.tsx';
import { failureText } from '../../ui/failure-reason.ts';

type ItemForm = InventoryDraft['data'];

/** An answer without its empty fields, to compare two answers. */
function clean(answer: ItemForm): ItemForm {
  return Object.fromEntries(Object.entries(answer).filter(([, value]) => value !== undefined && value !== '')) as ItemForm;
}

/** A new item's screen shows the saving notice once, after it was saved on the screen before (at `at`). */
let flash: { url: string; at: string } | null = null;

/** Read during render (which may run more than once before the screen shows); dropped once shown. */
function readFlash(here: string): string | null {
  return flash !== null && flash.url === here ? flash.at : null;
}

export function ItemView({ roomId, itemId, urlKey }: { roomId: string; itemId: string | null; urlKey: string }) {
  const intl = useIntl();
  const heading = useFocusHeading();
  const money = useMoney();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const view = useInventoryView();
  const [savedId, setSavedId] = useState<string | null>(null);
  // Whether the screen reports a save: "Saved." only once the server has it; until then, kept on
  // this device (offline, or a call that failed for a passing reason: the outbox sends it later);
  // refused by the server (a change it will not take), said so by the button (docs/product-rules.md#inventory).
  // `saved`: when the change left, so a refusal of an earlier change is not taken for this one's.
  const [notice, setNotice] = useState<{ saved: string } | { text: string } | null>(() => {
    const at = readFlash(search ? `${path}?${search}` : path);
    return at ? { saved: at } : null;
  });
  const [confirming, setConfirming] = useState(false);
  const [target, setTarget] = useState('');
  const status = useRef<HTMLParagraphElement>(null);
  const roomCall = useSnapshot(inventoryCache).roomCall;
  useEffect(() => {
    // The room's items (the item among them), fresh from the server; the device's copy meanwhile.
    void loadRoom(roomId);
    flash = null;
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // On arrival with a notice (a new item just saved), before the next key.
  useLayoutEffect(() => {
    if (notice) status.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const { aliases, rejected } = useSnapshot(inventoryState);
  // What was last saved: rjsf may report the same answer once more after submitting (not a new draft).
  const submitted = useRef<string | null>(null);
  // A new item, once saved, stays on this screen under its id (files can then be added), which the server renumbers.
  const id = itemId ?? (savedId ? resolveId(savedId, aliases) : null);
  const draftKey = `item:${urlKey}`;
  const item = id ? view.item(id) : undefined;
  const group = view.data.groups.find((candidate) => candidate.id === (item?.groupId ?? roomId));
  const savedAt = notice && 'saved' in notice ? notice.saved : null;
  // The server refused the change saved here (a refused change leaves the waiting list: it is not "saved").
  const refused = item && savedAt !== null ? rejected.find((entry) => entry.op.kind === 'saveItem' && entry.op.item.id === item.id && entry.at >= savedAt) : undefined;
  // Until the user types, the form shows the draft kept from before a reload, else the item as it is now
  // (which may arrive after the screen: the room loading).
  const [typed, setData] = useState<ItemForm | null>(() => (inventoryState.draft?.key === draftKey ? { ...inventoryState.draft.data } : null));
  const saved: ItemForm = item ? { name: item.name, quantity: item.quantity, price: item.price, ...(item.notes !== undefined ? { notes: item.notes } : {}) } : {};
  const data: ItemForm = typed ?? saved;
  // Leaving with an edit not saved asks first (docs/product-rules.md#unsaved-changes); the draft
  // holds one item's edit at a time, so opening another item and typing would drop it. Saving a new
  // item (to its own address) and deleting this one leave on purpose.
  const leavingOnPurpose = useRef(false);
  const onPurpose = useCallback(() => leavingOnPurpose.current, []);
  useUnsavedChangesGuard(typed !== null && JSON.stringify(clean(typed)) !== JSON.stringify(clean(saved)), onPurpose);
  const roomUrl = withQuery(PATHS.inventory, { room: item?.groupId ?? (urlKey.split(':')[0] as string) });

  if (id && !item) {
    return (
      <section className="screen inventory">
        <h1 ref={heading} tabIndex={-1}>{intl.formatMessage(m.title)}</h1>
        {!view.loaded || roomCall.inProgress || roomCall.success === null ? (
          <p className="request-loading" role="status">{intl.formatMessage(m.loading)}</p>
        ) : (
          <p className="empty-state">{intl.formatMessage(m.itemMissing)}</p>
        )}
        <Link className="button" href={roomUrl}>{intl.formatMessage(m.backToRoom)}</Link>
      </section>
    );
  }

  const others = view.data.groups.filter((candidate) => candidate.id !== item?.groupId);
  const total = data.quantity !== undefined && data.price !== undefined ? itemCents({ quantity: data.quantity, price: data.price }) : undefined;

  return (
    <section className="screen inventory">
      <p className="inventory-crumbs">
        <Link href={withQuery(PATHS.inventory, {})}>{intl.formatMessage(m.allRooms)}</Link>
        {group && (
          <>
            {' › '}
            <Link href={roomUrl}>{group.name}</Link>
          </>
        )}
      </p>
      <h1 ref={heading} tabIndex={-1}>
        {item ? item.name : intl.formatMessage(m.newItem)} {item && view.pending.has(item.id) && <NotSavedBadge />}
      </h1>
      <SyncStatus />
      <div className="inventory-panel">
        <Suspense fallback={<p role="status" className="form-loading">{intl.formatMessage(formTextMessages.loading)}</p>}>
          <SchemaForm
            schemaId="inventory-item"
            data={data}
            onChange={(values: object) => {
              const next = values as ItemForm;
              // rjsf also reports the answer it was given (on mount, after submitting): not an edit.
              if (JSON.stringify(clean(next)) === JSON.stringify(clean(data)) || JSON.stringify(next) === submitted.current) return;
              setData(next);
              submitted.current = null;
              setNotice(null);
              inventoryState.draft = { key: draftKey, data: { ...next } };
            }}
            onSubmit={(values: object) => {
              const answer = values as ItemForm;
              submitted.current = JSON.stringify(answer);
              // Before the change leaves: a refusal is always later than this.
              const at = new Date().toISOString();
              const saved = saveItem(item?.groupId ?? roomId, { name: answer.name ?? '', quantity: answer.quantity ?? 1, price: answer.price ?? 0, ...(answer.notes !== undefined ? { notes: answer.notes } : {}) }, item?.id);
              inventoryState.draft = null;
              if (!item) {
                // The new item's own url (a reload shows it); the screen there says it was saved.
                setSavedId(saved);
                const url = withQuery(PATHS.inventory, { room: urlKey.split(':')[0] as string, item: saved });
                flash = { url, at };
                leavingOnPurpose.current = true;
                navigate(url, { replace: true });
                // The screen stays (the new item's own address): its later edits are guarded again.
                leavingOnPurpose.current = false;
                return;
              }
              updateThenFocus(() => setNotice({ saved: at }), () => status.current);
            }}
          >
            {total !== undefined && <p className="inventory-total">{intl.formatMessage(v.itemTotal, { value: money(total) })}</p>}
            <div className="inventory-actions">
              <button type="submit" className="button primary">{intl.formatMessage(m.saveItem)}</button>
              <Link className="button" href={roomUrl}>{intl.formatMessage(m.backToRoom)}</Link>
            </div>
          </SchemaForm>
        </Suspense>
        <p ref={status} className="inventory-notice" role="status" tabIndex={-1}>
          {savedAt !== null ? item && !refused && intl.formatMessage(view.pending.has(item.id) ? m.savedOffline : m.savedOnline) : notice && 'text' in notice ? notice.text : null}
        </p>
        {refused && (
          <p className="inventory-notice inline-error" role="alert">
            {failureText(intl, intl.formatMessage(m.changeRefused), refused.message)}
          </p>
        )}
      </div>
      {item ? (
        <>
          <ItemFiles item={item} />
          <Section id="inventory-move" title={intl.formatMessage(m.moveTitle)} className="inventory-panel">
            {others.length === 0 ? (
              <p>{intl.formatMessage(m.moveNowhere)}</p>
            ) : (
              <form
                className="inventory-move"
                onSubmit={(event) => {
                  event.preventDefault();
                  const destination = others.find((candidate) => candidate.id === target) ?? others[0];
                  if (!destination) return;
                  moveItem(item.id, destination.id);
                  updateThenFocus(() => setNotice({ text: intl.formatMessage(v.moved, { room: destination.name }) }), () => status.current);
                }}
              >
                <label htmlFor="inventory-move-room">{intl.formatMessage(m.moveLabel)}</label>
                <select id="inventory-move-room" value={target || others[0]?.id} onChange={(event) => setTarget(event.target.value)}>
                  {others.map((candidate) => (
                    <option key={candidate.id} value={candidate.id}>{candidate.name}</option>
                  ))}
                </select>
                <button type="submit" className="button">{intl.formatMessage(m.moveButton)}</button>
              </form>
            )}
          </Section>
          <div className="inventory-actions">
            <ReportClaimLink what="item" id={item.id} />
            <button type="button" className="button danger" onClick={() => setConfirming(true)}>
              {intl.formatMessage(m.deleteItem)}
            </button>
          </div>
          {confirming && (
            <ConfirmDialog
              title={intl.formatMessage(v.deleteItemTitle, { name: item.name })}
              text={intl.formatMessage(m.deleteItemText)}
              confirmLabel={intl.formatMessage(m.deleteConfirm)}
              cancelLabel={intl.formatMessage(m.cancel)}
              onCancel={() => setConfirming(false)}
              onConfirm={() => {
                setConfirming(false);
                deleteItem(item.id);
                inventoryState.draft = null;
                leavingOnPurpose.current = true;
                navigate(roomUrl);
              }}
            />
          )}
        </>
      ) : (
        <p className="inventory-hint">{intl.formatMessage(m.filesFirst)}</p>
      )}
    </section>
  );
}
