// The inventory's outbox: every change is an operation appended to an ordered list that lives in
// the user's persisted inventory slice, and is sent at once, one at a time, oldest first. Made
// offline, or on a call that failed for a passing reason (isTransientFailure, or 401/403), it waits
// — shown as "not yet saved" — and the list is replayed in order when the connection returns, on
// a timer with back-off, and after a reload. A change the server refuses (another 4xx) leaves the
// list for `rejected`, where the user sees it with the server's message; the changes that build
// on a refused new room or item go with it (they would otherwise create what was refused).
// Each operation carries its entry id as idempotency key, so a change resent after a lost answer
// is done once. Framework-free: the state is any object (a valtio proxy in the app).
import { ApiError } from '../../api/api-error.ts';
import { isTransientFailure, retryDelayMs } from '../../api/transient-failure.ts';
import type { InventoryDeleteResponse, InventorySaveResponse } from '../../api/generated/api-types.ts';
import { isLocalId, opMentions, rewriteOp, type InventoryOp } from './inventory-model.ts';

export interface OutboxEntry {
  /** Made on the device; also the idempotency key of the call. */
  id: string;
  op: InventoryOp;
  queuedAt: string;
  attempts: number;
  /** The last passing failure's message. */
  error?: string;
}

export interface RejectedEntry {
  id: string;
  op: InventoryOp;
  message: string;
  at: string;
}

export interface OutboxState {
  outbox: OutboxEntry[];
  rejected: RejectedEntry[];
  /** Device ids of rooms and items → the server's, once created (a url may still name the old one). */
  aliases: Record<string, string>;
}

export type OutboxAnswer = InventorySaveResponse | InventoryDeleteResponse | { skipped: true };

interface OutboxOptions {
  /** The slice holding the list (read afresh at each step: it may be swapped for another user's). */
  state: () => OutboxState;
  /** Sends one operation (the inventory.save / inventory.delete call); throws an ApiError on failure. */
  send: (op: InventoryOp, idempotencyKey: string) => Promise<OutboxAnswer>;
  /** Records a sent operation in the server's data (with the server's ids). */
  commit: (op: InventoryOp, answer: OutboxAnswer, entry: OutboxEntry) => void;
  isOnline?: () => boolean;
  /** Whose list this is: a change of owner during a call stops the replay (the answer is not recorded in another user's list). */
  owner?: () => string | null;
  /** Runs `retry` after `ms` (back-off after a passing failure); returns a cancel. */
  schedule?: (retry: () => void, ms: number) => () => void;
  now?: () => Date;
  newId?: () => string;
}

export interface Outbox {
  /** Appends a change and starts sending; returns its entry. */
  enqueue(op: InventoryOp): OutboxEntry;
  /** Sends what waits, in order; resolves when the list is empty or stopped (offline, failure). */
  flush(): Promise<void>;
  /** Id of the entry being sent now, if any. */
  inFlight(): string | null;
  /** Puts a refused change back at the end of the list and sends it again. */
  retryRejected(id: string): void;
  dismissRejected(id: string): void;
}

/**
 * A failure that may pass: the change waits and is sent again. Besides the app's transient
 * failures, a lapsed session (401, 403): the list resumes once the user has signed in again.
 */
export function isPassingFailure(error: unknown): boolean {
  return isTransientFailure(error) || (error instanceof ApiError && error.kind === 'http' && [401, 403].includes(error.status));
}

/** Ids the operation creates (a new room or item): what later operations may build on. */
function createdIds(op: InventoryOp): string[] {
  if (op.kind === 'saveGroup' && isLocalId(op.group.id)) return [op.group.id];
  if (op.kind === 'saveItem' && isLocalId(op.item.id)) return [op.item.id];
  return [];
}

/** The server's id for what an operation created, from its answer. */
function serverIdOf(op: InventoryOp, answer: OutboxAnswer): string | undefined {
  if ('kind' in answer && 'group' in answer && op.kind === 'saveGroup') return answer.group.id;
  if ('kind' in answer && 'item' in answer && op.kind === 'saveItem') return answer.item.id;
  return undefined;
}

export function createOutbox(options: OutboxOptions): Outbox {
  const isOnline = options.isOnline ?? (() => globalThis.navigator?.onLine ?? true);
  const now = options.now ?? (() => new Date());
  const newId = options.newId ?? (() => `op-${globalThis.crypto.randomUUID()}`);
  const schedule = options.schedule ?? ((retry, ms) => {
    const timer = setTimeout(retry, ms);
    return () => clearTimeout(timer);
  });
  let running: Promise<void> | null = null;
  /** A change was added or asked for while a replay ran: run once more after it. */
  let again = false;
  let sending: string | null = null;
  let cancelRetry: (() => void) | null = null;

  /** A refused operation leaves the list, with every later one that builds on what it created. */
  function reject(state: OutboxState, entry: OutboxEntry, message: string): void {
    const at = now().toISOString();
    const gone = new Set(createdIds(entry.op));
    const rejected: RejectedEntry[] = [{ id: entry.id, op: entry.op, message, at }];
    const kept: OutboxEntry[] = [];
    for (const other of state.outbox) {
      if (other.id === entry.id) continue;
      if ([...gone].some((id) => opMentions(other.op, id))) {
        for (const id of createdIds(other.op)) gone.add(id);
        rejected.push({ id: other.id, op: other.op, message, at });
      } else kept.push(other);
    }
    state.outbox.splice(0, state.outbox.length, ...kept);
    state.rejected.push(...rejected);
  }

  /** A sent operation: out of the list, recorded, and its new id given to the later ones. */
  function done(state: OutboxState, entry: OutboxEntry, answer: OutboxAnswer): void {
    const index = state.outbox.findIndex((candidate) => candidate.id === entry.id);
    if (index >= 0) state.outbox.splice(index, 1);
    const [created] = createdIds(entry.op);
    const serverId = serverIdOf(entry.op, answer);
    options.commit(entry.op, answer, entry);
    if (created && serverId && serverId !== created) {
      state.aliases[created] = serverId;
      for (const other of state.outbox) {
        const rewritten = rewriteOp(other.op, created, serverId);
        if (rewritten !== other.op) other.op = rewritten;
      }
    }
  }

  async function replay(): Promise<void> {
    const owner = options.owner?.();
    for (;;) {
      const state = options.state();
      const entry = state.outbox[0];
      if (!entry || !isOnline()) return;
      if (options.owner && options.owner() !== owner) return;
      sending = entry.id;
      let answer: OutboxAnswer;
      try {
        answer = await options.send(entry.op, entry.id);
      } catch (error) {
        sending = null;
        // Another user signed in meanwhile: this list is theirs no more; it is replayed when its owner is back.
        if (options.owner && options.owner() !== owner) return;
        const current = options.state().outbox.find((candidate) => candidate.id === entry.id);
        if (!current) continue;
        const message = error instanceof Error ? error.message : String(error);
        if (isPassingFailure(error)) {
          current.attempts += 1;
          current.error = message;
          cancelRetry?.();
          cancelRetry = schedule(() => {
            cancelRetry = null;
            void flush();
          }, retryDelayMs(current.attempts));
          return;
        }
        reject(options.state(), current, message);
        continue;
      }
      sending = null;
      if (options.owner && options.owner() !== owner) return;
      done(options.state(), entry, answer);
    }
  }

  function flush(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    again = false;
    running = (async () => {
      await replay();
      while (again) {
        again = false;
        await replay();
      }
    })().finally(() => {
      running = null;
      sending = null;
    });
    return running;
  }

  return {
    enqueue(op) {
      const entry: OutboxEntry = { id: newId(), op, queuedAt: now().toISOString(), attempts: 0 };
      options.state().outbox.push(entry);
      void flush();
      return entry;
    },
    flush,
    inFlight: () => sending,
    retryRejected(id) {
      const state = options.state();
      const index = state.rejected.findIndex((entry) => entry.id === id);
      if (index < 0) return;
      const [entry] = state.rejected.splice(index, 1);
      if (entry) state.outbox.push({ id: newId(), op: entry.op, queuedAt: now().toISOString(), attempts: 0 });
      void flush();
    },
    dismissRejected(id) {
      const state = options.state();
      const index = state.rejected.findIndex((entry) => entry.id === id);
      if (index >= 0) state.rejected.splice(index, 1);
    },
  };
}
