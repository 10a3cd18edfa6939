// The home claim's choice of belongings (`x-choices: inventoryItems`): the user's rooms from the
// home inventory, each a fieldset of native checkboxes (the whole room, then each item with its
// photo and value); per chosen item, damaged or stolen and, when the inventory lists several, how
// many; and the declared value so far, announced politely. The inventory is known at run time,
// which a precompiled schema cannot hold: the answer is the list of chosen lines.
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { ariaDescribedByIds, descriptionId, type WidgetProps } from '@rjsf/utils';
import { formatMoney } from '../../i18n/money.ts';
import { useFileSrc } from '../../ui/file-src.ts';
import { builtInRegistry, type FormRegistry } from '../../../renderers/built-in-renderers.ts';
import type { WidgetRenderer } from '../../../renderers/widget-renderer.ts';
import { and, hasKeyword, rankWith, schemaTypeIs } from '../../../renderers/testers.ts';
import { errorsShown } from '../../../renderers/visible-errors.ts';
import { homeInventory, loadHomeInventory, roomsOfUser } from './home-claim-inventory.ts';
import { homeClaimMessages as m, homeClaimValueMessages as v } from './home-claim-messages.ts';
import './home-claim.css';
import { MAX_CONTENTS_LINES, contentsTotalCents, lineCents, roomChosen, roomsWithChosen, withItem, withLine, withRoom, type ChoosableItem, type ChoosableRoom, type ContentsLine, type Loss } from './home-claim-steps.ts';

/** The item's first photo (decorative: the label names the item), fetched with the token (src/ui/file-src.ts). */
function Thumb({ item }: { item: ChoosableItem }) {
  const photo = item.files.find((file) => file.type.startsWith('image/'));
  const src = useFileSrc(photo?.url);
  return src ? <img className="contents-thumb" src={src} alt="" width={44} height={44} loading="lazy" /> : <span className="contents-thumb" aria-hidden="true" />;
}

function RoomToggle({ id, room, lines, onChange }: { id: string; room: ChoosableRoom; lines: readonly ContentsLine[]; onChange: (lines: ContentsLine[]) => void }) {
  const intl = useIntl();
  const box = useRef<HTMLInputElement>(null);
  const state = roomChosen(lines, room);
  // Some items of the room chosen: the box reads as mixed (aria-checked="mixed").
  useEffect(() => {
    if (box.current) box.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <div className="form-checkbox contents-room-toggle">
      <input ref={box} id={id} type="checkbox" checked={state === 'all'} onChange={(event) => onChange(withRoom(lines, room, event.target.checked))} />
      <label htmlFor={id}>{intl.formatMessage(m.wholeRoom)}</label>
    </div>
  );
}

function ItemChoice({ id, room, item, lines, showErrors, onChange }: { id: string; room: ChoosableRoom; item: ChoosableItem; lines: readonly ContentsLine[]; showErrors: boolean; onChange: (lines: ContentsLine[]) => void }) {
  const intl = useIntl();
  const line = lines.find((candidate) => candidate.itemId === item.id);
  const money = (cents: number) => formatMoney(intl, cents / 100);
  const missing = line !== undefined && !line.loss && showErrors;
  const [typed, setTyped] = useState<string | null>(null);
  const setLoss = (loss: Loss) => onChange(withLine(lines, item.id, { loss }));
  return (
    <li className="contents-item">
      <div className="form-checkbox contents-item-toggle">
        <input id={id} type="checkbox" checked={line !== undefined} onChange={(event) => onChange(withItem(lines, room, item, event.target.checked))} />
        <label htmlFor={id}>
          <Thumb item={item} />
          <span className="contents-item-name">{item.name}</span>
          <span className="contents-item-meta">
            {intl.formatMessage(v.itemLine, { quantity: intl.formatNumber(item.quantity), price: money(Math.round(item.price * 100)), value: money(lineCents({ quantity: item.quantity, unitPrice: item.price })) })}
          </span>
        </label>
      </div>
      {line && (
        <div className="contents-item-details">
          <fieldset className="form-radio contents-loss" aria-invalid={missing || undefined} aria-describedby={missing ? `${id}-loss-error` : undefined}>
            <legend>{intl.formatMessage(v.lossOf, { name: item.name })}</legend>
            {(['damaged', 'stolen'] as const).map((loss) => (
              <label key={loss} htmlFor={`${id}-${loss}`}>
                <input id={`${id}-${loss}`} type="radio" name={`${id}-loss`} checked={line.loss === loss} onChange={() => setLoss(loss)} />
                {intl.formatMessage(loss === 'damaged' ? m.damaged : m.stolen)}
              </label>
            ))}
          </fieldset>
          {missing && <p className="field-error" id={`${id}-loss-error`}>{intl.formatMessage(m.lossMissing)}</p>}
          {line.owned > 1 && (
            <div className="form-field contents-quantity">
              <label htmlFor={`${id}-quantity`}>{intl.formatMessage(m.quantity)}</label>
              <input
                id={`${id}-quantity`}
                className="form-input"
                type="number"
                inputMode="numeric"
                min={1}
                max={line.owned}
                step={1}
                // As typed while focused (a cleared field can be typed into), the kept quantity once left.
                value={typed ?? String(line.quantity)}
                onChange={(event) => {
                  setTyped(event.target.value);
                  const quantity = event.target.valueAsNumber;
                  // A cleared or partial entry is not an answer yet: the line keeps its quantity.
                  if (Number.isFinite(quantity)) onChange(withLine(lines, item.id, { quantity }));
                }}
                onBlur={() => setTyped(null)}
              />
            </div>
          )}
        </div>
      )}
    </li>
  );
}

function ContentsChoiceWidget({ id, value, label, schema, registry, onChange }: WidgetProps) {
  const intl = useIntl();
  const snap = useSnapshot(homeInventory);
  useEffect(() => void loadHomeInventory(), []);
  const lines: ContentsLine[] = Array.isArray(value) ? (value as ContentsLine[]) : [];
  const rooms = roomsWithChosen(roomsOfUser(snap as typeof homeInventory), lines);
  const showErrors = errorsShown(id, registry);
  const set = (next: ContentsLine[]) => onChange(next.length > 0 ? next : undefined);
  const description = (schema as { description?: string }).description;
  return (
    <fieldset className="form-field contents-choice" id={id} aria-describedby={ariaDescribedByIds(id)}>
      <legend className="visually-hidden">{label}</legend>
      {description && <p className="field-hint" id={descriptionId(id)}>{description}</p>}
      {snap.rooms.inProgress && rooms.length === 0 && <p className="request-loading" role="status">{intl.formatMessage(m.loading)}</p>}
      {snap.rooms.success === false && (
        <div className="inline-error" role="alert">
          <p>{intl.formatMessage(m.loadError)}</p>
          <button type="button" className="button" onClick={() => void loadHomeInventory(true)}>{intl.formatMessage(m.retry)}</button>
        </div>
      )}
      {rooms.map((room, r) => (
        <fieldset key={room.id} className="contents-room">
          <legend>{room.name}</legend>
          <RoomToggle id={`${id}-room-${r}`} room={room} lines={lines} onChange={set} />
          <ul className="contents-items">
            {room.items.map((item, i) => (
              <ItemChoice key={item.id} id={`${id}-room-${r}-item-${i}`} room={room} item={item} lines={lines} showErrors={showErrors} onChange={set} />
            ))}
          </ul>
        </fieldset>
      ))}
      <p className="contents-total" aria-live="polite">
        {intl.formatMessage(v.total, { count: lines.length, amount: formatMoney(intl, contentsTotalCents(lines) / 100) })}
        {lines.length >= MAX_CONTENTS_LINES && <> {intl.formatMessage(v.atLimit, { max: MAX_CONTENTS_LINES })}</>}
      </p>
    </fieldset>
  );
}

const contentsChoiceRenderer: WidgetRenderer = {
  name: 'inventoryItems',
  test: rankWith(6, and(schemaTypeIs('array'), hasKeyword('x-choices', 'inventoryItems'))),
  component: ContentsChoiceWidget,
};

/** The built-in renderers plus the choice of belongings. */
export function homeClaimRegistry(): FormRegistry {
  return builtInRegistry().register(contentsChoiceRenderer);
}
