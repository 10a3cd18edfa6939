// What a sent change leaves in the device's copy (the server's item, files still uploading kept
// under their state ids), and an item found through its waiting change when its room is not loaded.
import { describe, expect, it } from 'vitest';
import type { InventoryItem } from '../../api/generated/api-types.ts';
import { emptyData, withGroups } from './inventory-model.ts';
import type { OutboxEntry } from './inventory-outbox.ts';
import { committedOp, itemOf, pendingItem } from './inventory-store.ts';

const at = '2026-11-01T10:00:00.000Z';
const item = (fields: Partial<InventoryItem>): InventoryItem => ({ id: 'i1', groupId: 'g1', name: 'Desk', quantity: 1, price: 100, files: [], updatedAt: at, ...fields });
const entry = (op: OutboxEntry['op'], id = 'op'): OutboxEntry => ({ id, op, queuedAt: at, attempts: 0 });

describe('inventory store', () => {
  it('records a created item under the server id, keeping the files still in the upload queue', () => {
    const local = item({ id: 'local-itm-1', files: [{ id: 'fil-1', name: 'a.pdf', size: 1, type: 'application/pdf' }, { id: 'local-abc', name: 'b.jpg', size: 2, type: 'image/jpeg' }] });
    const answer = { kind: 'item' as const, item: item({ id: 'itm-9', files: [{ id: 'fil-1', name: 'a.pdf', size: 1, type: 'application/pdf' }] }) };
    expect(committedOp({ kind: 'saveItem', item: local, before: null }, answer)).toEqual({
      kind: 'saveItem',
      item: { ...answer.item, files: [...answer.item.files, { id: 'local-abc', name: 'b.jpg', size: 2, type: 'image/jpeg' }] },
      before: null,
    });
    expect(committedOp({ kind: 'saveGroup', group: { id: 'local-grp-1', name: 'Den' } }, { kind: 'group', group: { id: 'grp-3', name: 'Den', updatedAt: at } })).toEqual({ kind: 'saveGroup', group: { id: 'grp-3', name: 'Den' } });
  });

  it('finds an item moved to a room not loaded through its waiting change, until it is deleted', () => {
    const data = withGroups(emptyData(), { groups: [{ id: 'g1', name: 'Office', updatedAt: at }, { id: 'g2', name: 'Garage', updatedAt: at }], groupsItemsCount: {}, groupsItemsValue: {} });
    const moved = entry({ kind: 'saveItem', item: item({ groupId: 'g2' }), before: item({}) });
    expect(itemOf(data, [moved], 'i1')?.groupId).toBe('g2');
    expect(pendingItem([moved, entry({ kind: 'deleteItem', before: item({ groupId: 'g2' }) }, 'op2')], 'i1')).toBeUndefined();
    expect(itemOf(data, [], 'i1')).toBeUndefined();
  });
});
