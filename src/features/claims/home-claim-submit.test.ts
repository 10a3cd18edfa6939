// The home claim keeps its contract (claims.submit, kind "home": schemas/api/common/home-claim.json), checked with the
// validator the fixture backend uses: the smallest claim with one item, a whole room, items with a
// quantity below what the inventory lists; and the declared value, in cents so sums never drift.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { requestProblems } from '../../../fixtures/backend/request-contract.ts';
import { isValidFormData } from '../../../renderers/form-validator.ts';
import { emptyHomeDraft, type HomeClaimDraft } from './home-claim-draft.ts';
import { MAX_CONTENTS_LINES, contentsTotalCents, lineOf, linesByRoom, roomChosen, roomsWithChosen, withItem, withLine, withRoom, type ChoosableRoom, type ContentsLine, type HomeClaimAnswers } from './home-claim-steps.ts';
import { homeClaimPayload } from './home-claim-submit.ts';

const tvReceipt = { id: 'fil-tv-receipt', name: 'tv-receipt.pdf', size: 84211, type: 'application/pdf', url: '/api/files/tv-receipt.pdf' };
const tvPhoto = { id: 'fil-tv-photo', name: 'tv.jpg', size: 1203344, type: 'image/jpeg', url: '/api/files/tv.jpg' };
const LIVING: ChoosableRoom = {
  id: 'grp-living',
  name: 'Living room',
  items: [
    { id: 'itm-tv', groupId: 'grp-living', name: 'Samsung 65" QLED TV', quantity: 1, price: 1699.99, files: [tvReceipt, tvPhoto] },
    { id: 'itm-sofa', groupId: 'grp-living', name: 'Sectional sofa (EQ3)', quantity: 1, price: 3249, files: [] },
    { id: 'itm-lamp', groupId: 'grp-living', name: 'Brass floor lamp', quantity: 2, price: 189.5, files: [] },
  ],
};

const REQUIRED = {
  cause: { type: 'theft', description: 'Break-in through the back door' },
  dateTime: { date: '2026-11-20', time: '22:30' },
  disclaimer: true,
} as const;

function draft(answers: Partial<HomeClaimAnswers>): HomeClaimDraft {
  return Object.assign(emptyHomeDraft(), Object.fromEntries(Object.entries(answers).map(([id, value]) => [id, { value, completed: true }])));
}

function sent(lines: ContentsLine[]) {
  const payload = homeClaimPayload(draft({ ...REQUIRED, contents: { lines } }));
  expect(payload).toBeDefined();
  expect(requestProblems('claims.submit', payload as object)).toEqual([]);
  return payload as NonNullable<typeof payload>;
}

const stolen = (lines: ContentsLine[]): ContentsLine[] => lines.map((line) => ({ ...line, loss: 'stolen' }));

describe('home claim payload', () => {
  it('sends the smallest claim with one item: its value and its files by reference', () => {
    const tv = LIVING.items[0] as ChoosableRoom['items'][number];
    const payload = sent(stolen(withItem([], LIVING, tv, true)));
    expect(payload.contents).toEqual([
      { itemId: 'itm-tv', roomId: 'grp-living', room: 'Living room', name: 'Samsung 65" QLED TV', quantity: 1, unitPrice: 1699.99, value: 1699.99, loss: 'stolen', files: [tvReceipt, tvPhoto] },
    ]);
    expect(payload.declaredValue).toBe(1699.99);
    expect(payload.cause).toEqual(REQUIRED.cause);
    expect(payload.occurredAt).toBe(new Date('2026-11-20T22:30').toISOString());
  });

  it('sends a whole room, each item damaged, with the room total', () => {
    const lines = withRoom([], LIVING, true).map((line) => ({ ...line, loss: 'damaged' as const }));
    const payload = sent(lines);
    expect(payload.contents.map((line) => [line.itemId, line.quantity, line.value])).toEqual([
      ['itm-tv', 1, 1699.99],
      ['itm-sofa', 1, 3249],
      ['itm-lamp', 2, 379],
    ]);
    expect(payload.declaredValue).toBe(5327.99);
  });

  it('sends a quantity below what the inventory lists, never above it', () => {
    const lamp = LIVING.items[2] as ChoosableRoom['items'][number];
    let lines = stolen(withItem([], LIVING, lamp, true));
    expect(lines[0]?.quantity).toBe(2);
    lines = withLine(lines, 'itm-lamp', { quantity: 1 });
    expect(sent(lines).contents[0]).toMatchObject({ quantity: 1, value: 189.5 });
    expect(withLine(lines, 'itm-lamp', { quantity: 9 })[0]?.quantity).toBe(2);
    expect(withLine(lines, 'itm-lamp', { quantity: 0 })[0]?.quantity).toBe(1);
  });

  it('sends an empty list and a zero value without belongings; nothing while one item is neither damaged nor stolen', () => {
    const none = homeClaimPayload(draft(REQUIRED));
    expect(none).toMatchObject({ contents: [], declaredValue: 0 });
    expect(requestProblems('claims.submit', none as object)).toEqual([]);
    const tv = LIVING.items[0] as ChoosableRoom['items'][number];
    expect(homeClaimPayload(draft({ ...REQUIRED, contents: { lines: withItem([], LIVING, tv, true) } }))).toBeUndefined();
  });

  it('leaves the belongings out when their step does not apply (inventory switched off)', () => {
    const lines = stolen(withRoom([], LIVING, true));
    expect(homeClaimPayload(draft({ ...REQUIRED, contents: { lines } }), false)).toMatchObject({ contents: [], declaredValue: 0 });
  });

  it('has no payload without what happened or when', () => {
    expect(homeClaimPayload(draft({ dateTime: REQUIRED.dateTime }))).toBeUndefined();
    expect(homeClaimPayload(draft({ cause: REQUIRED.cause }))).toBeUndefined();
  });

  it('the contract refuses a line without its value or files', () => {
    const payload = sent(stolen(withRoom([], LIVING, true)));
    const { value: _value, ...withoutValue } = payload.contents[0] as (typeof payload.contents)[number];
    expect(requestProblems('claims.submit', { ...payload, contents: [withoutValue] })).toEqual([{ pointer: '/contents/0/value', message: "must have required property 'value'" }]);
  });

  it('the contract holds each kind to its own shape: no auto field on a home claim, no home claim as auto', () => {
    const payload = sent(stolen(withRoom([], LIVING, true)));
    expect(payload.kind).toBe('home');
    expect(requestProblems('claims.submit', { ...payload, vehicle: { make: 'Honda', model: 'Civic', year: 2020 } })).toEqual([{ pointer: '/vehicle', message: 'is not allowed here' }]);
    expect(requestProblems('claims.submit', { ...payload, kind: 'auto' }).map((problem) => problem.message)).toContain("must have required property 'vehicle'");
    const { kind: _kind, ...withoutKind } = payload;
    expect(requestProblems('claims.submit', withoutKind).length).toBeGreaterThan(0);
  });
});

describe('contents choice', () => {
  it('stops at the lines one claim may carry, so ticking whole rooms of a big home never loses the draft', () => {
    const schema = JSON.parse(readFileSync('schemas/forms/claim/contents.schema.json', 'utf8')) as { properties: { lines: { maxItems: number } } };
    expect(MAX_CONTENTS_LINES).toBe(schema.properties.lines.maxItems);
    const bigRoom = (r: number): ChoosableRoom => ({ id: `g${r}`, name: `Room ${r}`, items: Array.from({ length: 40 }, (_, i) => ({ id: `i${r}-${i}`, groupId: `g${r}`, name: `Item ${i}`, quantity: 1, price: 10, files: [] })) });
    let lines: ContentsLine[] = [];
    for (let r = 0; r < 6; r += 1) lines = withRoom(lines, bigRoom(r), true);
    expect(lines).toHaveLength(MAX_CONTENTS_LINES);
    // Unticking still works at the limit, and frees a place for another item.
    lines = withItem(lines, bigRoom(0), bigRoom(0).items[0] as ChoosableRoom['items'][number], false);
    lines = withItem(lines, bigRoom(5), bigRoom(5).items[39] as ChoosableRoom['items'][number], true);
    expect(lines).toHaveLength(MAX_CONTENTS_LINES);
    expect(lines.some((line) => line.itemId === 'i5-39')).toBe(true);
  });

  it('totals in cents: 3 × 0.10 + 0.20 is 0.50, not 0.5000000001', () => {
    const room: ChoosableRoom = { id: 'r', name: 'R', items: [{ id: 'a', groupId: 'r', name: 'A', quantity: 3, price: 0.1, files: [] }, { id: 'b', groupId: 'r', name: 'B', quantity: 1, price: 0.2, files: [] }] };
    expect(contentsTotalCents(withRoom([], room, true))).toBe(50);
    expect(contentsTotalCents([])).toBe(0);
  });

  it('a room reads as all, some or none chosen; unticking the room drops its items only', () => {
    const tv = LIVING.items[0] as ChoosableRoom['items'][number];
    const other: ChoosableRoom = { id: 'grp-kitchen', name: 'Kitchen', items: [{ id: 'itm-blender', groupId: 'grp-kitchen', name: 'Blender', quantity: 1, price: 549.99, files: [] }] };
    let lines = withItem([], LIVING, tv, true);
    expect(roomChosen(lines, LIVING)).toBe('some');
    lines = withRoom(withRoom(lines, LIVING, true), other, true);
    expect(roomChosen(lines, LIVING)).toBe('all');
    lines = withRoom(lines, LIVING, false);
    expect(roomChosen(lines, LIVING)).toBe('none');
    expect(lines.map((line) => line.itemId)).toEqual(['itm-blender']);
  });

  it('keeps a chosen line as it was (loss, quantity) when its room is ticked again', () => {
    const lamp = LIVING.items[2] as ChoosableRoom['items'][number];
    const lines = withLine(withItem([], LIVING, lamp, true), 'itm-lamp', { quantity: 1, loss: 'stolen' });
    expect(withRoom(lines, LIVING, true).find((line) => line.itemId === 'itm-lamp')).toMatchObject({ quantity: 1, loss: 'stolen' });
  });

  it('shows chosen lines the inventory no longer lists, in their room, grouped for the review', () => {
    const line = { ...lineOf({ id: 'grp-gone', name: 'Attic' }, { id: 'itm-gone', groupId: 'grp-gone', name: 'Trunk', quantity: 1, price: 80, files: [] }), loss: 'damaged' as const };
    const rooms = roomsWithChosen([LIVING], [line]);
    expect(rooms.map((room) => [room.name, room.items.map((item) => item.name)])).toEqual([
      ['Living room', LIVING.items.map((item) => item.name)],
      ['Attic', ['Trunk']],
    ]);
    expect(linesByRoom([...withRoom([], LIVING, true), line]).map((room) => [room.room, room.lines.length])).toEqual([['Living room', 3], ['Attic', 1]]);
  });

  it('the step form takes the lines the choice makes, and refuses one neither damaged nor stolen', async () => {
    const lines = withRoom([], LIVING, true);
    expect(await isValidFormData('claim-contents', { lines: stolen(lines) })).toBe(true);
    expect(await isValidFormData('claim-contents', { lines })).toBe(false);
  });
});
