// The inventory's first screen: totals of the home, the rooms with their item counts and values
// (a room with a change not yet on the server says so), adding a room, the export; or, with no
// room yet, why an inventory matters and a button that starts the first room.
import { useEffect, useRef, useState } from 'react';
import { updateThenFocus } from '../../ui/update-then-focus.ts';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { PATHS, withQuery } from '../../paths/paths.ts';
import { useFocusHeading } from '../../ui/use-focus-heading.ts';
import { requestStatusMessages } from '../../ui/request-status.tsx';
import { roomsOf } from './inventory-model.ts';
import { inventoryMessages as m, inventoryValueMessages as v } from './inventory-messages.ts';
import { inventoryCache, inventoryState } from './inventory-state.ts';
import { addRoom, loadGroups, useInventoryView } from './inventory-store.ts';
import { responseValidator } from '../../api/response-contract.ts';
import { NotSavedBadge, RoomNameForm, Section, SyncStatus, useMoney } from './inventory-ui.tsx';
import { ExportPanel } from './export-panel.tsx';
import { failureText } from '../../ui/failure-reason.ts';

const NEW_ROOM_DRAFT = 'room:new';

export function RoomsView() {
  const intl = useIntl();
  const heading = useFocusHeading();
  const money = useMoney();
  const [, navigate] = useLocation();
  const view = useInventoryView();
  const call = useSnapshot(inventoryCache).groupsCall;
  const [adding, setAdding] = useState(() => inventoryState.draft?.key === NEW_ROOM_DRAFT);
  const addButton = useRef<HTMLButtonElement>(null);
  const rooms = roomsOf(view.data);
  const loading = !view.loaded && (call.inProgress || call.success === null);
  const empty = view.loaded && rooms.length === 0;
  // A tap on a room then waits for the room's answer only, not for its validator's chunk too.
  useEffect(() => {
    void responseValidator('inventory.getGroup');
  }, []);

  const form = adding && (
    <Section id="inventory-add-room" title={intl.formatMessage(m.addRoomTitle)} className="inventory-panel">
      <RoomNameForm
        draftKey={NEW_ROOM_DRAFT}
        initial=""
        submitLabel={intl.formatMessage(m.saveRoom)}
        onSubmit={(name) => {
          const id = addRoom(name);
          setAdding(false);
          navigate(withQuery(PATHS.inventory, { room: id }));
        }}
        onCancel={() => updateThenFocus(() => setAdding(false), () => addButton.current)}
      />
    </Section>
  );

  return (
    <section className="screen inventory">
      <h1 ref={heading} tabIndex={-1}>{intl.formatMessage(m.title)}</h1>
      <SyncStatus />
      {loading && <p className="request-loading" role="status">{intl.formatMessage(m.loading)}</p>}
      {call.success === false && (
        <div className="inline-error" role="alert">
          <p>
            {failureText(intl, intl.formatMessage(m.loadError), call.message)}
            {view.loaded && ` ${intl.formatMessage(m.offlineCopy)}`}
          </p>
          <button type="button" className="button" onClick={() => void loadGroups()}>
            {intl.formatMessage(requestStatusMessages.retry)}
          </button>
        </div>
      )}
      {empty && !adding && (
        <div className="inventory-empty">
          <h2>{intl.formatMessage(m.emptyTitle)}</h2>
          <p>{intl.formatMessage(m.emptyWhy)}</p>
          <p>{intl.formatMessage(m.emptyHow)}</p>
          <button ref={addButton} type="button" className="button primary" onClick={() => updateThenFocus(() => setAdding(true), () => document.getElementById('inventory-add-room'))}>
            {intl.formatMessage(m.emptyStart)}
          </button>
        </div>
      )}
      {empty && form}
      {rooms.length > 0 && (
        <>
          <p>{intl.formatMessage(m.intro)}</p>
          <Section id="inventory-totals" title={intl.formatMessage(m.totalsTitle)} className="inventory-totals">
            <dl>
              <div>
                <dt>{intl.formatMessage(m.rooms)}</dt>
                <dd>{intl.formatNumber(view.totals.rooms)}</dd>
              </div>
              <div>
                <dt>{intl.formatMessage(m.items)}</dt>
                <dd>{intl.formatNumber(view.totals.count)}</dd>
              </div>
              <div>
                <dt>{intl.formatMessage(m.totalValue)}</dt>
                <dd>{money(view.totals.cents)}</dd>
              </div>
            </dl>
          </Section>
          <Section id="inventory-rooms" title={intl.formatMessage(m.rooms)}>
            <ul className="inventory-list" aria-label={intl.formatMessage(m.roomsList)}>
              {rooms.map(({ group, count, cents }) => (
                <li key={group.id} className="inventory-row">
                  <Link className="inventory-row-link" href={withQuery(PATHS.inventory, { room: group.id })}>
                    <span className="inventory-row-name">{group.name}</span>
                    <span className="inventory-row-meta">{intl.formatMessage(v.roomSummary, { pieces: intl.formatMessage(v.pieces, { count }), value: money(cents) })}</span>
                  </Link>
                  {view.pendingRooms.has(group.id) && <NotSavedBadge />}
                </li>
              ))}
            </ul>
            {!adding && (
              <button ref={addButton} type="button" className="button" onClick={() => updateThenFocus(() => setAdding(true), () => document.getElementById('inventory-add-room'))}>
                {intl.formatMessage(m.addRoom)}
              </button>
            )}
          </Section>
          {form}
          <ExportPanel />
        </>
      )}
    </section>
  );
}
