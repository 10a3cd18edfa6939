// A room: its items (name, quantity × price, total value, files, "not yet saved"), its count and
// value, adding an item, renaming the room, and deleting it after a confirm that says how many
// items go with it.
import { useEffect, useRef, useState } from 'react';
import { updateThenFocus } from '../../ui/update-then-focus.ts';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { PATHS, withQuery } from '../../paths/paths.ts';
import { useFocusHeading } from '../../ui/use-focus-heading.ts';
import { requestStatusMessages } from '../../ui/request-status.tsx';
import { isLocalId, isPhoto, itemCents, toCents } from './inventory-model.ts';
import { inventoryMessages as m, inventoryValueMessages as v } from './inventory-messages.ts';
import { inventoryCache, inventoryState } from './inventory-state.ts';
import { deleteRoom, loadRoom, renameRoom, useInventoryView } from './inventory-store.ts';
import { NotSavedBadge, RoomNameForm, Section, SyncStatus, useMoney } from './inventory-ui.tsx';
import { useLocalPreview } from './item-files.tsx';
import { useFileSrc } from '../../ui/file-src.ts';
import type { FileRef } from '../../api/generated/api-types.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { ReportClaimLink } from './report-claim-link.tsx';
import { failureText } from '../../ui/failure-reason.ts';

/** The item's first photo, small, beside its name (decorative: the name says what it is). */
function ItemThumb({ file }: { file: FileRef }) {
  const preview = useLocalPreview(file);
  const served = useFileSrc(isLocalId(file.id) ? undefined : file.url);
  const src = preview ?? served;
  return src ? <img className="inventory-row-thumb" src={src} alt="" width={44} height={44} loading="lazy" /> : <span className="inventory-row-thumb" aria-hidden="true" />;
}

export function RoomView({ roomId, urlKey }: { roomId: string; urlKey: string }) {
  const intl = useIntl();
  const heading = useFocusHeading();
  const money = useMoney();
  const [, navigate] = useLocation();
  const view = useInventoryView();
  const call = useSnapshot(inventoryCache).roomCall;
  const renameKey = `room:${urlKey}`;
  const [renaming, setRenaming] = useState(() => inventoryState.draft?.key === renameKey);
  const [confirming, setConfirming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    void loadRoom(roomId);
    // The room is asked for once per visit; its server id may arrive while it is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const group = view.data.groups.find((candidate) => candidate.id === roomId);
  const items = view.data.items[roomId];
  const count = view.data.counts[roomId] ?? 0;
  const cents = view.data.values[roomId] ?? 0;
  const all = withQuery(PATHS.inventory, {});

  if (!group) {
    const loading = !view.loaded || call.inProgress;
    return (
      <section className="screen inventory">
        <h1 ref={heading} tabIndex={-1}>{intl.formatMessage(m.title)}</h1>
        {loading ? <p className="request-loading" role="status">{intl.formatMessage(m.loading)}</p> : <p className="empty-state">{intl.formatMessage(m.roomMissing)}</p>}
        <Link className="button" href={all}>{intl.formatMessage(m.allRooms)}</Link>
      </section>
    );
  }

  return (
    <section className="screen inventory">
      <p className="inventory-crumbs">
        <Link href={all}>{intl.formatMessage(m.allRooms)}</Link>
      </p>
      <h1 ref={heading} tabIndex={-1}>
        {group.name} {view.pending.has(group.id) && <NotSavedBadge />}
      </h1>
      <p className="inventory-summary">{intl.formatMessage(v.roomSummary, { pieces: intl.formatMessage(v.pieces, { count }), value: money(cents) })}</p>
      <SyncStatus />
      {renaming ? (
        <Section id="inventory-rename" title={intl.formatMessage(m.renameTitle)} className="inventory-panel">
          <RoomNameForm
            draftKey={renameKey}
            initial={group.name}
            submitLabel={intl.formatMessage(m.saveRoom)}
            onSubmit={(name) => {
              renameRoom(group.id, name);
              updateThenFocus(() => setRenaming(false), () => renameButton.current);
            }}
            onCancel={() => updateThenFocus(() => setRenaming(false), () => renameButton.current)}
          />
        </Section>
      ) : null}
      <Section id="inventory-items" title={intl.formatMessage(m.items)}>
        {items === undefined && call.inProgress && <p className="request-loading" role="status">{intl.formatMessage(m.loading)}</p>}
        {call.success === false && (
          <div className="inline-error" role="alert">
            <p>{failureText(intl, intl.formatMessage(m.roomLoadError), call.message)}</p>
            <button type="button" className="button" onClick={() => void loadRoom(roomId)}>
              {intl.formatMessage(requestStatusMessages.retry)}
            </button>
          </div>
        )}
        {items !== undefined && items.length === 0 && <p className="empty-state">{intl.formatMessage(m.noItems)}</p>}
        {items !== undefined && items.length > 0 && (
          <ul className="inventory-list" aria-label={intl.formatMessage(m.itemsList)}>
            {items.map((item) => (
              <li key={item.id} className="inventory-row">
                {item.files.some(isPhoto) && <ItemThumb file={item.files.find(isPhoto) as FileRef} />}
                <Link className="inventory-row-link" href={withQuery(PATHS.inventory, { room: urlKey, item: item.id })}>
                  <span className="inventory-row-name">{item.name}</span>
                  <span className="inventory-row-meta">
                    {intl.formatMessage(v.itemLine, { quantity: intl.formatNumber(item.quantity), price: money(toCents(item.price)) })}
                    {' · '}
                    {intl.formatMessage(v.itemTotal, { value: money(itemCents(item)) })}
                    {item.files.length > 0 && ` · ${intl.formatMessage(v.fileCount, { count: item.files.length })}`}
                  </span>
                </Link>
                {view.pending.has(item.id) && <NotSavedBadge />}
              </li>
            ))}
          </ul>
        )}
        <Link className="button primary" href={withQuery(PATHS.inventory, { room: urlKey, item: 'new' })}>
          {intl.formatMessage(m.addItem)}
        </Link>
      </Section>
      <div className="inventory-actions inventory-room-actions">
        {items !== undefined && items.length > 0 && <ReportClaimLink what="room" id={group.id} />}
        {!renaming && (
          <button ref={renameButton} type="button" className="button" onClick={() => updateThenFocus(() => setRenaming(true), () => document.getElementById('inventory-rename'))}>
            {intl.formatMessage(m.rename)}
          </button>
        )}
        <button type="button" className="button danger" onClick={() => setConfirming(true)}>
          {intl.formatMessage(m.deleteRoom)}
        </button>
      </div>
      {confirming && (
        <ConfirmDialog
          title={intl.formatMessage(v.deleteRoomTitle, { name: group.name })}
          text={intl.formatMessage(v.deleteRoomText, { count })}
          confirmLabel={intl.formatMessage(m.deleteConfirm)}
          cancelLabel={intl.formatMessage(m.cancel)}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            deleteRoom(group.id);
            navigate(all);
          }}
        />
      )}
    </section>
  );
}
