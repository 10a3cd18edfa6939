// The printable report (?view=report): every room with its items (quantity, price, total value,
// notes, photos) and its total, the home's total, the brokerage and the date; progress while the
// rooms are gathered; "Print or save as PDF" opens the browser's print dialog, where the print
// stylesheet leaves only the report on the page.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { PATHS, withQuery } from '../../paths/paths.ts';
import { runtimeState } from '../../state/runtime-state.ts';
import { useFocusHeading } from '../../ui/use-focus-heading.ts';
import { requestStatusMessages } from '../../ui/request-status.tsx';
import { isLocalId, isPhoto, itemCents, toCents } from './inventory-model.ts';
import { inventoryMessages as m, inventoryValueMessages as v } from './inventory-messages.ts';
import { loadWholeInventory, type ExportRoom } from './inventory-export.ts';
import { ExportProgress } from './export-panel.tsx';
import { useLocalPreview } from './item-files.tsx';
import { useFileSrc } from '../../ui/file-src.ts';
import { useMoney } from './inventory-ui.tsx';
import type { FileRef } from '../../api/generated/api-types.ts';
import { formatLongDate } from '../../i18n/long-date.ts';

function ReportPhoto({ file, name }: { file: FileRef; name: string }) {
  const intl = useIntl();
  const preview = useLocalPreview(file);
  const served = useFileSrc(isLocalId(file.id) ? undefined : file.url);
  const src = preview ?? served;
  return src ? <img className="inventory-report-photo" src={src} alt={intl.formatMessage(v.photoOf, { name })} width={96} height={96} loading="lazy" /> : null;
}

export function ReportView() {
  const intl = useIntl();
  const heading = useFocusHeading();
  const money = useMoney();
  const { runtime } = useSnapshot(runtimeState);
  const [progress, setProgress] = useState({ done: 0, total: 0 });
  const [rooms, setRooms] = useState<ExportRoom[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [today] = useState(() => new Date());
  useEffect(() => {
    let live = true;
    loadWholeInventory((done, total) => live && setProgress({ done, total }))
      .then((loaded) => live && setRooms(loaded))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [attempt]);

  const sumCents = (items: ExportRoom['items']) => items.reduce((sum, item) => sum + itemCents(item), 0);
  const grand = rooms?.reduce((sum, room) => sum + sumCents(room.items), 0) ?? 0;
  const headers = [m.reportItem, m.reportQuantity, m.reportPrice, m.reportTotal, m.reportNotes].map((message) => intl.formatMessage(message));

  return (
    <section className="screen inventory inventory-report">
      <p className="inventory-crumbs inventory-no-print">
        <Link href={withQuery(PATHS.inventory, {})}>{intl.formatMessage(m.reportBack)}</Link>
      </p>
      <h1 ref={heading} tabIndex={-1}>{intl.formatMessage(m.reportTitle)}</h1>
      <p>{intl.formatMessage(v.reportFor, { date: formatLongDate(intl, today, { dateStyle: 'long' }), brokerage: runtime?.brand.name ?? '' })}</p>
      {!rooms && !failed && <ExportProgress done={progress.done} total={progress.total} />}
      {failed && (
        <div className="inline-error" role="alert">
          <p>{intl.formatMessage(m.exportError)}</p>
          <button
            type="button"
            className="button"
            onClick={() => {
              setFailed(false);
              setAttempt((n) => n + 1);
            }}
          >{intl.formatMessage(requestStatusMessages.retry)}</button>
        </div>
      )}
      {rooms && (
        <>
          <div className="inventory-actions inventory-no-print">
            <button type="button" className="button primary" onClick={() => window.print()}>{intl.formatMessage(m.reportPrint)}</button>
          </div>
          {rooms.length === 0 && <p className="empty-state">{intl.formatMessage(m.reportEmpty)}</p>}
          {rooms.map(({ group, items }) => (
            <section key={group.id} className="inventory-report-room" aria-labelledby={`report-${group.id}`}>
              <h2 id={`report-${group.id}`}>{group.name}</h2>
              {items.length === 0 ? (
                <p>{intl.formatMessage(m.reportNoItems)}</p>
              ) : (
                <div className="inventory-table-wrap">
                  <table className="inventory-table">
                    <caption className="visually-hidden">{group.name}</caption>
                    <thead>
                      <tr>
                        {headers.map((header) => (
                          <th key={header} scope="col">{header}</th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {items.map((item) => (
                        <tr key={item.id}>
                          <th scope="row">
                            {item.name}
                            {item.files.some(isPhoto) && (
                              <span className="inventory-report-photos">
                                {item.files.filter(isPhoto).map((file) => (
                                  <ReportPhoto key={file.id} file={file} name={item.name} />
                                ))}
                              </span>
                            )}
                          </th>
                          {/* data-label: on a phone each row is a card whose cells name their column (inventory.css). */}
                          <td data-label={headers[1]}>{intl.formatNumber(item.quantity)}</td>
                          <td data-label={headers[2]}>{money(toCents(item.price))}</td>
                          <td data-label={headers[3]}>{money(itemCents(item))}</td>
                          <td data-label={headers[4]}>{item.notes}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
              <p className="inventory-report-total">{intl.formatMessage(v.reportRoomTotal, { room: group.name, value: money(sumCents(items)) })}</p>
            </section>
          ))}
          <p className="inventory-report-grand">
            {intl.formatMessage(v.reportGrandTotal, { value: money(grand) })}
          </p>
        </>
      )}
    </section>
  );
}
