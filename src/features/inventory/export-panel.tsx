// The export: a CSV of every item downloaded with a file name carrying the brokerage and the date,
// and the printable report; both show their progress while the rooms are gathered.
import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { PATHS, withQuery } from '../../paths/paths.ts';
import { runtimeState } from '../../state/runtime-state.ts';
import { fileNamePart, inventoryCsv, isoDate } from './inventory-csv.ts';
import { downloadText, loadWholeInventory } from './inventory-export.ts';
import { inventoryMessages as m, inventoryValueMessages as v } from './inventory-messages.ts';
import { busyButton } from '../../../renderers/busy-button.ts';
import { currencyOfIntl } from '../../i18n/money.ts';

function csvHeaders(intl: IntlShape) {
  return {
    room: intl.formatMessage(m.csvRoom),
    name: intl.formatMessage(m.csvName),
    quantity: intl.formatMessage(m.csvQuantity),
    price: intl.formatMessage(v.csvPrice, { currency: currencyOfIntl(intl) }),
    total: intl.formatMessage(v.csvTotal, { currency: currencyOfIntl(intl) }),
    notes: intl.formatMessage(m.csvNotes),
    files: intl.formatMessage(m.csvFiles),
  };
}

/** `<brokerage>-home-inventory-<yyyy-mm-dd>` in the user's language. */
function exportFileName(intl: IntlShape, brokerage: string, date: Date): string {
  return intl.formatMessage(v.fileName, { brokerage: fileNamePart(brokerage) || 'inventory', date: isoDate(date) });
}

export function ExportProgress({ done, total }: { done: number; total: number }) {
  const intl = useIntl();
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  return (
    <div className="inventory-progress">
      <div className="upload-progress" role="progressbar" aria-label={intl.formatMessage(m.exportProgressLabel)} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <span style={{ width: `${percent}%` }} />
      </div>
      <p role="status">{intl.formatMessage(v.exportProgress, { done, total })}</p>
    </div>
  );
}

export function ExportPanel() {
  const intl = useIntl();
  const { runtime } = useSnapshot(runtimeState);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const brokerage = runtime?.brand.name ?? '';

  const exportCsv = async () => {
    setOutcome(null);
    setProgress({ done: 0, total: 0 });
    try {
      const rooms = await loadWholeInventory((done, total) => setProgress({ done, total }));
      const fileName = `${exportFileName(intl, brokerage, new Date())}.csv`;
      downloadText(inventoryCsv(rooms, csvHeaders(intl)), fileName, 'text/csv');
      setOutcome({ ok: true, text: intl.formatMessage(v.exportDone, { file: fileName }) });
    } catch {
      setOutcome({ ok: false, text: intl.formatMessage(m.exportError) });
    } finally {
      setProgress(null);
    }
  };

  return (
    <section className="inventory-panel inventory-export" aria-labelledby="inventory-export-title">
      <h2 id="inventory-export-title">{intl.formatMessage(m.exportTitle)}</h2>
      <p>{intl.formatMessage(v.exportIntro, { brokerLabel: runtime?.brokerLabel ?? 'myBroker' })}</p>
      <div className="inventory-actions">
        <button type="button" className="button" {...busyButton(progress !== null)} onClick={() => void exportCsv()}>
          {intl.formatMessage(m.exportCsv)}
        </button>
        <Link className="button" href={withQuery(PATHS.inventory, { view: 'report' })}>
          {intl.formatMessage(m.exportReport)}
        </Link>
      </div>
      {progress && <ExportProgress done={progress.done} total={progress.total} />}
      {outcome && (
        <p className={outcome.ok ? 'inventory-notice' : 'inline-error'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </p>
      )}
    </section>
  );
}
