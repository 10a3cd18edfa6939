import { describe, expect, it } from 'vitest';
import type { InventoryItem } from '../../api/generated/api-types.ts';
import { applyOp, applyOps, emptyData, itemCents, parseCents, parseCount, pendingIds, pendingRoomIds, rewriteOp, totalsOf, withGroup, withGroups, type InventoryData } from './inventory-model.ts';

const at = '2026-11-01T10:00:00.000Z';
const item = (id: string, groupId: string, quantity: number, price: number): InventoryItem => ({ id, groupId, name: id, quantity, price, files: [], updatedAt: at });

function seeded(): InventoryData {
  const data = withGroups(emptyData(), {
    groups: [
      { id: 'g1', name: 'Kitchen', updatedAt: at },
      { id: 'g2', name: 'Garage', updatedAt: at },
      { id: 'g3', name: 'Attic', updatedAt: at },
    ],
    groupsItemsCount: { g1: '3', g2: '2' },
    groupsItemsValue: { g1: '120.5', g2: '2750' },
  });
  return withGroup(data, { group: { id: 'g1', name: 'Kitchen', updatedAt: at }, items: [item('i1', 'g1', 1, 100), item('i2', 'g1', 2, 10.25)] });
}

describe('counts and values', () => {
  it('reads API counts as numbers: "0" by default, anything but digits as 0', () => {
    expect(parseCount('0')).toBe(0);
    expect(parseCount('12')).toBe(12);
    expect(parseCount(' 7 ')).toBe(7);
    expect(parseCount(undefined)).toBe(0);
    expect(parseCount('-3')).toBe(0);
    expect(parseCount('3.5')).toBe(0);
    expect(parseCount('abc')).toBe(0);
    expect(parseCents('0')).toBe(0);
    expect(parseCents('1234.5')).toBe(123450);
    expect(parseCents('19.99')).toBe(1999);
    expect(parseCents('1e3')).toBe(0);
  });

  it('a room absent from the counts counts 0; a loaded room counts its items', () => {
    const data = seeded();
    expect(data.counts).toEqual({ g1: 3, g2: 2, g3: 0 });
    expect(data.values).toEqual({ g1: 12050, g2: 275000, g3: 0 });
    expect(totalsOf(data)).toEqual({ rooms: 3, count: 5, cents: 287050 });
  });

  it('total value is quantity × price in cents, without float drift', () => {
    expect(itemCents({ quantity: 3, price: 0.1 })).toBe(30);
    expect(itemCents({ quantity: 7, price: 19.99 })).toBe(13993);
  });
});

describe('changes over the data', () => {
  it('adds, edits, moves and deletes items with counts and values following', () => {
    let data = seeded();
    data = applyOp(data, { kind: 'saveItem', item: item('local-itm-1', 'g1', 4, 5), before: null });
    expect(data.counts.g1).toBe(7);
    expect(data.values.g1).toBe(14050);
    expect(data.items.g1?.map((i) => i.id)).toEqual(['i1', 'i2', 'local-itm-1']);
    // Edit in place keeps the order.
    data = applyOp(data, { kind: 'saveItem', item: { ...item('i1', 'g1', 2, 100), name: 'Mixer' }, before: item('i1', 'g1', 1, 100) });
    expect(data.items.g1?.map((i) => i.name)).toEqual(['Mixer', 'i2', 'local-itm-1']);
    expect(data.counts.g1).toBe(8);
    // Move to a room whose items are not loaded: its count and value follow by the item.
    data = applyOp(data, { kind: 'saveItem', item: { ...item('i1', 'g2', 2, 100), name: 'Mixer' }, before: { ...item('i1', 'g1', 2, 100), name: 'Mixer' } });
    expect(data.counts).toMatchObject({ g1: 6, g2: 4 });
    expect(data.values).toMatchObject({ g1: 4050, g2: 295000 });
    expect(data.items.g2).toBeUndefined();
    data = applyOp(data, { kind: 'deleteItem', before: item('i2', 'g1', 2, 10.25) });
    expect(data.counts.g1).toBe(4);
    expect(data.values.g1).toBe(2000);
  });

  it('never mutates the data it is given', () => {
    const data = seeded();
    const copy = structuredClone(data);
    applyOp(data, { kind: 'deleteGroup', groupId: 'g1', name: 'Kitchen' });
    applyOp(data, { kind: 'saveItem', item: item('x', 'g1', 1, 1), before: null });
    expect(data).toEqual(copy);
  });

  it('a new room starts empty and loaded; deleting a room takes its items, counts and value', () => {
    let data = applyOp(seeded(), { kind: 'saveGroup', group: { id: 'local-grp-1', name: 'Office' } }, at);
    expect(data.groups.at(-1)).toEqual({ id: 'local-grp-1', name: 'Office', updatedAt: at });
    expect(data.items['local-grp-1']).toEqual([]);
    data = applyOp(data, { kind: 'deleteGroup', groupId: 'g1', name: 'Kitchen' });
    expect(data.groups.map((g) => g.id)).toEqual(['g2', 'g3', 'local-grp-1']);
    expect('g1' in data.counts || 'g1' in data.values || 'g1' in data.items).toBe(false);
    expect(totalsOf(data)).toEqual({ rooms: 3, count: 2, cents: 275000 });
  });

  it('renames keep the room in place; an item saved into a deleted room is dropped', () => {
    let data = applyOp(seeded(), { kind: 'saveGroup', group: { id: 'g2', name: 'Workshop' } }, at);
    expect(data.groups.map((g) => g.name)).toEqual(['Kitchen', 'Workshop', 'Attic']);
    data = applyOp(data, { kind: 'deleteGroup', groupId: 'g3', name: 'Attic' });
    const after = applyOp(data, { kind: 'saveItem', item: item('n', 'g3', 1, 1), before: null });
    expect(totalsOf(after)).toEqual(totalsOf(data));
  });

  it('applies waiting changes in order and names what they touch', () => {
    const ops = [
      { op: { kind: 'saveGroup' as const, group: { id: 'local-grp-1', name: 'Office' } } },
      { op: { kind: 'saveItem' as const, item: item('local-itm-1', 'local-grp-1', 2, 50), before: null } },
    ];
    const data = applyOps(seeded(), ops);
    expect(data.counts['local-grp-1']).toBe(2);
    expect([...pendingIds(ops)]).toEqual(['local-grp-1', 'local-itm-1']);
    const move = { op: { kind: 'saveItem' as const, item: item('i1', 'g2', 1, 100), before: item('i1', 'g1', 1, 100) } };
    expect([...pendingRoomIds([move])].sort()).toEqual(['g1', 'g2']);
    // The other order cannot place the item: its room does not exist yet.
    expect(applyOps(seeded(), [...ops].reverse()).counts['local-grp-1']).toBe(0);
  });

  it('rewrites a device id to the server id in rooms, items and their previous state', () => {
    const op = { kind: 'saveItem' as const, item: item('local-itm-1', 'local-grp-1', 1, 1), before: item('local-itm-1', 'local-grp-1', 1, 1) };
    const rewritten = rewriteOp(op, 'local-grp-1', 'grp-9');
    expect(rewritten).toMatchObject({ item: { id: 'local-itm-1', groupId: 'grp-9' }, before: { groupId: 'grp-9' } });
    expect(rewriteOp(op, 'other', 'x')).toBe(op);
  });
});
