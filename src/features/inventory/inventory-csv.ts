// The inventory as CSV, built on the device from what the screens show (waiting changes included):
// one row per item — room, name, quantity, price, total, notes, file names — RFC 4180 (comma
// separated, CRLF line ends, a field with a comma, quote or line break quoted, quotes doubled),
// text that a spreadsheet would run as a formula (= + - @, a tab or a carriage return where a
// cell may start: at the start, and after any separator a spreadsheet may split on — comma,
// semicolon as with a French-Canadian list separator, tab, line break) neutralised by an
// apostrophe there, and a UTF-8 byte order mark so that Excel reads
// French accents. Numbers are plain (1699.99), the same in both languages; headers are in the
// user's language.
import type { InventoryGroup, InventoryItem } from '../../api/generated/api-types.ts';
import { fromCents, itemCents } from './inventory-model.ts';

export const CSV_BOM = '\uFEFF';

interface CsvHeaders {
  room: string;
  name: string;
  quantity: string;
  price: string;
  total: string;
  notes: string;
  files: string;
}

const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r']);
const CELL_SEPARATORS = new Set([',', ';', '\t', '\r', '\n']);

/** Text a spreadsheet would take for a formula gets an apostrophe wherever a cell may start. */
export function neutralise(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] as string;
    if (FORMULA_START.has(char) && (i === 0 || CELL_SEPARATORS.has(text[i - 1] as string))) out += "'";
    out += char;
  }
  return out;
}

/** One field, quoted when RFC 4180 asks for it. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function money(cents: number): string {
  return fromCents(cents).toFixed(2);
}

function csvRows(rooms: readonly { group: Pick<InventoryGroup, 'name'>; items: readonly InventoryItem[] }[], headers: CsvHeaders): string[][] {
  const rows: string[][] = [[headers.room, headers.name, headers.quantity, headers.price, headers.total, headers.notes, headers.files]];
  for (const { group, items } of rooms) {
    for (const item of items) {
      rows.push([
        neutralise(group.name),
        neutralise(item.name),
        String(item.quantity),
        money(itemCents({ quantity: 1, price: item.price })),
        money(itemCents(item)),
        neutralise(item.notes ?? ''),
        item.files.map((file) => neutralise(file.name)).join('; '),
      ]);
    }
  }
  return rows;
}

/** The whole file's text, byte order mark first. */
export function inventoryCsv(rooms: readonly { group: Pick<InventoryGroup, 'name'>; items: readonly InventoryItem[] }[], headers: CsvHeaders): string {
  return `${CSV_BOM}${csvRows(rooms, headers).map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** A file name part from a brokerage name: lower case, accents and symbols dropped ("Assurances Boréal" → "assurances-boreal"). */
export function fileNamePart(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/** yyyy-mm-dd in local time. */
export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
