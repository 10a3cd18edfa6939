// The outbox keeps changes in order: sent one at a time, oldest first; kept (in order) while
// offline or after a passing failure, even one in the middle of a replay; replayed afterwards; a
// created room's server id given to the changes that follow; a refused change set aside with
// what builds on it.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import type { InventoryItem } from '../../api/generated/api-types.ts';
import type { InventoryOp } from './inventory-model.ts';
import { createOutbox, isPassingFailure, type OutboxAnswer, type OutboxState } from './inventory-outbox.ts';

const at = '2026-11-01T10:00:00.000Z';
const item = (id: string, groupId: string, name = id): InventoryItem => ({ id, groupId, name, quantity: 1, price: 10, files: [], updatedAt: at });
const http = (status: number) => new ApiError({ message: `HTTP ${status}`, code: status, status, severity: 'high', kind: 'http' });
const network = () => new ApiError({ message: 'offline', code: 400, status: 0, severity: 'low', kind: 'network' });

function label(op: InventoryOp): string {
  if (op.kind === 'saveGroup') return `saveGroup:${op.group.id}:${op.group.name}`;
  if (op.kind === 'deleteGroup') return `deleteGroup:${op.groupId}`;
  if (op.kind === 'saveItem') return `saveItem:${op.item.id}@${op.item.groupId}:${op.item.name}`;
  return `deleteItem:${op.before.id}`;
}

function harness(options: { online?: boolean } = {}) {
  const state: OutboxState = { outbox: [], rejected: [], aliases: {} };
  const sent: string[] = [];
  const keys: string[] = [];
  const committed: string[] = [];
  const timers: (() => void)[] = [];
  let online = options.online ?? true;
  let failures: ((op: InventoryOp) => Error | undefined)[] = [];
  let serial = 0;
  const outbox = createOutbox({
    state: () => state,
    isOnline: () => online,
    schedule: (retry) => {
      timers.push(retry);
      return () => undefined;
    },
    send: async (op, key): Promise<OutboxAnswer> => {
      await Promise.resolve();
      const failure = failures.shift()?.(op);
      if (failure) throw failure;
      sent.push(label(op));
      keys.push(key);
      if (op.kind === 'saveGroup') return { kind: 'group', group: { id: op.group.id.startsWith('local-') ? `grp-${++serial}` : op.group.id, name: op.group.name, updatedAt: at } };
      if (op.kind === 'saveItem') return { kind: 'item', item: { ...op.item, id: op.item.id.startsWith('local-') ? `itm-${++serial}` : op.item.id } };
      if (op.kind === 'deleteGroup') return { deleted: true, kind: 'group', id: op.groupId };
      return { deleted: true, kind: 'item', id: op.before.id };
    },
    commit: (op) => committed.push(label(op)),
  });
  return {
    state, sent, keys, committed, timers, outbox,
    setOnline: (value: boolean) => void (online = value),
    failNext: (...next: ((op: InventoryOp) => Error | undefined)[]) => void (failures = next),
  };
}

describe('inventory outbox', () => {
  it('sends changes one at a time, in the order they were made', async () => {
    const h = harness();
    h.outbox.enqueue({ kind: 'saveItem', item: item('i1', 'g1', 'Lamp'), before: null });
    h.outbox.enqueue({ kind: 'saveItem', item: item('i1', 'g1', 'Floor lamp'), before: item('i1', 'g1', 'Lamp') });
    h.outbox.enqueue({ kind: 'deleteItem', before: item('i2', 'g1') });
    expect(h.outbox.inFlight()).toBe(h.state.outbox[0]?.id);
    await h.outbox.flush();
    expect(h.sent).toEqual(['saveItem:i1@g1:Lamp', 'saveItem:i1@g1:Floor lamp', 'deleteItem:i2']);
    expect(h.committed).toEqual(h.sent);
    expect(h.state.outbox).toEqual([]);
    // Each entry's id is its idempotency key, one per change.
    expect(new Set(h.keys).size).toBe(3);
  });

  it('keeps changes made offline, in order, and replays them when the connection returns', async () => {
    const h = harness({ online: false });
    h.outbox.enqueue({ kind: 'saveGroup', group: { id: 'g1', name: 'Den' } });
    h.outbox.enqueue({ kind: 'saveItem', item: item('i1', 'g1', 'Chair'), before: null });
    await h.outbox.flush();
    expect(h.sent).toEqual([]);
    expect(h.state.outbox.map((entry) => label(entry.op))).toEqual(['saveGroup:g1:Den', 'saveItem:i1@g1:Chair']);
    h.setOnline(true);
    await h.outbox.flush();
    expect(h.sent).toEqual(['saveGroup:g1:Den', 'saveItem:i1@g1:Chair']);
  });

  it('a failure in the middle of a replay keeps that change and every later one, in order, with the same keys', async () => {
    const h = harness({ online: false });
    for (const name of ['a', 'b', 'c', 'd']) h.outbox.enqueue({ kind: 'saveItem', item: item(`i-${name}`, 'g1'), before: null });
    const ids = h.state.outbox.map((entry) => entry.id);
    h.setOnline(true);
    h.failNext(() => undefined, () => http(503));
    await h.outbox.flush();
    expect(h.sent).toEqual(['saveItem:i-a@g1:i-a']);
    expect(h.state.outbox.map((entry) => entry.id)).toEqual(ids.slice(1));
    expect(h.state.outbox[0]).toMatchObject({ attempts: 1, error: 'HTTP 503' });
    expect(h.timers).toHaveLength(1);
    // The next try (here: the back-off timer) goes on from the change that failed.
    h.failNext(() => network());
    await h.outbox.flush();
    expect(h.state.outbox.map((entry) => entry.id)).toEqual(ids.slice(1));
    expect(h.state.outbox[0]?.attempts).toBe(2);
    h.timers[1]?.();
    await h.outbox.flush();
    expect(h.sent).toEqual(['a', 'b', 'c', 'd'].map((name) => `saveItem:i-${name}@g1:i-${name}`));
    expect(h.keys).toEqual(ids);
    expect(h.state.outbox).toEqual([]);
  });

  it('replays a list left by a previous page (after a reload)', async () => {
    const h = harness();
    h.state.outbox.push(
      { id: 'op-1', op: { kind: 'saveGroup', group: { id: 'g1', name: 'Hall' } }, queuedAt: at, attempts: 2, error: 'offline' },
      { id: 'op-2', op: { kind: 'deleteItem', before: item('i9', 'g1') }, queuedAt: at, attempts: 0 },
    );
    await h.outbox.flush();
    expect(h.sent).toEqual(['saveGroup:g1:Hall', 'deleteItem:i9']);
    expect(h.keys).toEqual(['op-1', 'op-2']);
  });

  it('gives a created room and item their server ids in the changes that follow', async () => {
    const h = harness({ online: false });
    h.outbox.enqueue({ kind: 'saveGroup', group: { id: 'local-grp-1', name: 'Office' } });
    h.outbox.enqueue({ kind: 'saveItem', item: item('local-itm-1', 'local-grp-1', 'Desk'), before: null });
    h.outbox.enqueue({ kind: 'saveItem', item: item('local-itm-1', 'local-grp-1', 'Standing desk'), before: item('local-itm-1', 'local-grp-1', 'Desk') });
    h.outbox.enqueue({ kind: 'saveGroup', group: { id: 'local-grp-1', name: 'Home office' } });
    h.setOnline(true);
    await h.outbox.flush();
    expect(h.sent).toEqual(['saveGroup:local-grp-1:Office', 'saveItem:local-itm-1@grp-1:Desk', 'saveItem:itm-2@grp-1:Standing desk', 'saveGroup:grp-1:Home office']);
    expect(h.state.aliases).toEqual({ 'local-grp-1': 'grp-1', 'local-itm-1': 'itm-2' });
  });

  it('sets a refused change aside with what builds on it, and goes on with the others', async () => {
    const h = harness({ online: false });
    h.outbox.enqueue({ kind: 'saveGroup', group: { id: 'local-grp-1', name: 'x'.repeat(500) } });
    h.outbox.enqueue({ kind: 'saveItem', item: item('local-itm-1', 'local-grp-1'), before: null });
    h.outbox.enqueue({ kind: 'saveItem', item: item('i5', 'g2', 'Kept'), before: null });
    h.setOnline(true);
    h.failNext(() => http(422));
    await h.outbox.flush();
    expect(h.sent).toEqual(['saveItem:i5@g2:Kept']);
    expect(h.state.rejected.map((entry) => label(entry.op))).toEqual([`saveGroup:local-grp-1:${'x'.repeat(500)}`, 'saveItem:local-itm-1@local-grp-1:local-itm-1']);
    expect(h.state.rejected[0]?.message).toBe('HTTP 422');
    // Tried again on request: back at the end of the list.
    h.outbox.retryRejected(h.state.rejected[0]?.id as string);
    await h.outbox.flush();
    expect(h.sent.at(-1)).toBe(`saveGroup:local-grp-1:${'x'.repeat(500)}`);
    h.outbox.dismissRejected(h.state.rejected[0]?.id as string);
    expect(h.state.rejected).toEqual([]);
  });

  it('a change made while another is being sent goes after it', async () => {
    const h = harness();
    h.outbox.enqueue({ kind: 'saveItem', item: item('i1', 'g1', 'One'), before: null });
    const running = h.outbox.flush();
    h.outbox.enqueue({ kind: 'saveItem', item: item('i1', 'g1', 'Two'), before: null });
    await running;
    await h.outbox.flush();
    expect(h.sent).toEqual(['saveItem:i1@g1:One', 'saveItem:i1@g1:Two']);
  });

  it('tells passing failures from refusals', () => {
    expect(isPassingFailure(network())).toBe(true);
    expect(isPassingFailure(new Error('boom'))).toBe(true);
    for (const status of [500, 503, 408, 429, 401, 403]) expect(isPassingFailure(http(status))).toBe(true);
    for (const status of [400, 404, 409, 422]) expect(isPassingFailure(http(status))).toBe(false);
  });
});
