import { describe, expect, it } from 'vitest';
import type { InventoryItem } from '../../api/generated/api-types.ts';
import { CSV_BOM, csvField, fileNamePart, inventoryCsv, neutralise } from './inventory-csv.ts';
import { parseCsv } from '../../../tests/parse-csv.ts';

const headers = { room: 'Room', name: 'Item', quantity: 'Quantity', price: 'Price (CAD)', total: 'Total (CAD)', notes: 'Notes', files: 'Files' };
const item = (fields: Partial<InventoryItem>): InventoryItem => ({ id: 'i', groupId: 'g', name: 'Thing', quantity: 1, price: 1, files: [], updatedAt: '2026-01-01T00:00:00.000Z', ...fields });

describe('CSV', () => {
  it('escapes commas, quotes and line breaks (RFC 4180) and reads back the same', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('65" TV')).toBe('"65"" TV"');
    expect(csvField('line 1\nline 2')).toBe('"line 1\nline 2"');
    const text = inventoryCsv(
      [{ group: { name: 'Living room, main' }, items: [item({ name: 'Samsung 65" QLED', notes: 'Bought 2024,\nBest Buy', quantity: 2, price: 1699.99, files: [{ id: 'f1', name: 'tv.jpg', size: 1, type: 'image/jpeg' }, { id: 'f2', name: 'receipt, 2024.pdf', size: 1, type: 'application/pdf' }] })] }],
      headers,
    );
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(parseCsv(text)).toEqual([
      ['Room', 'Item', 'Quantity', 'Price (CAD)', 'Total (CAD)', 'Notes', 'Files'],
      ['Living room, main', 'Samsung 65" QLED', '2', '1699.99', '3399.98', 'Bought 2024,\nBest Buy', 'tv.jpg; receipt, 2024.pdf'],
    ]);
  });

  it('keeps French accents, with a byte order mark for Excel', () => {
    const text = inventoryCsv([{ group: { name: 'Salle à manger' }, items: [item({ name: 'Théière en fonte émaillée', notes: 'Reçu perdu — « cadeau »' })] }], { ...headers, room: 'Pièce' });
    const bytes = new TextEncoder().encode(text);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(parseCsv(text)[1]).toEqual(['Salle à manger', 'Théière en fonte émaillée', '1', '1.00', '1.00', 'Reçu perdu — « cadeau »', '']);
  });

  it('neutralises text that a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(neutralise(`${start}SUM(A1)`)).toBe(`'${start}SUM(A1)`);
    expect(neutralise('Sofa = comfy')).toBe('Sofa = comfy');
    // Wherever a spreadsheet may start a cell: after ; (French-Canadian list separator), a comma,
    // a tab or a line break.
    expect(neutralise(';=1+1')).toBe(";'=1+1");
    expect(neutralise('Lamp,=HYPERLINK("x")')).toBe('Lamp,\'=HYPERLINK("x")');
    expect(neutralise('\n=1+1')).toBe("\n'=1+1");
    expect(neutralise('a\r\n@SUM(A1)')).toBe("a\r\n'@SUM(A1)");
    expect(neutralise('Chair;-2')).toBe("Chair;'-2");
    const rows = parseCsv(inventoryCsv([{ group: { name: '=cmd|"/c calc"!A1' }, items: [item({ name: '+1 lamp', notes: '@SUM(1)', files: [{ id: 'f', name: '-x.pdf', size: 1, type: 'application/pdf' }] })] }], headers));
    expect(rows[1]).toEqual(["'=cmd|\"/c calc\"!A1", "'+1 lamp", '1', '1.00', '1.00', "'@SUM(1)", "'-x.pdf"]);
  });

  it('makes file name parts from brokerage names', () => {
    expect(fileNamePart('Assurances Boréal inc.')).toBe('assurances-boreal-inc');
    expect(fileNamePart('  Lakeshore & Co ')).toBe('lakeshore-co');
  });
});
