// The card number, the CVC and the bank account number live here only, in this module's memory:
// never in the draft, storage, the flow's state, logs or any request but the one that pays. A
// step's form data passes through `takeSecrets` on its way to the draft (which keeps the rest) and
// gets them back through `withSecrets` for the form; they are forgotten after the payment call,
// whatever its outcome, and when the payments screen is left. `cardEntry.version` changes with
// them (never holding them), so the flow shows the form the data it has just typed.
import { proxy } from 'valtio';

interface CardSecrets {
  cardNumber?: string;
  cvc?: string;
  accountNumber?: string;
  accountNumberConfirmation?: string;
}

type SecretField = keyof CardSecrets;

/** The card step's secret fields. */
const CARD_SECRET_FIELDS = ['cardNumber', 'cvc'] as const satisfies readonly SecretField[];
/** The bank step's: the account number is handled like a card number. */
export const BANK_SECRET_FIELDS = ['accountNumber', 'accountNumberConfirmation'] as const satisfies readonly SecretField[];

let secrets: CardSecrets = {};
const listeners = new Set<() => void>();

/** Changes whenever a secret held changes: the flow re-renders the step's form with them. */
export const cardEntry = proxy({ version: 0 });

/** A step's form data without its secret fields, which are kept here instead. */
export function takeSecrets<T extends object, F extends SecretField>(data: T, fields: readonly F[]): Omit<T, F> {
  const rest: Record<string, unknown> = Object.fromEntries(Object.entries(data));
  const next: CardSecrets = { ...secrets };
  let changed = false;
  for (const field of fields) {
    const typed = rest[field];
    delete rest[field];
    const kept = typeof typed === 'string' && typed !== '' ? typed : undefined;
    if (kept !== next[field]) changed = true;
    if (kept === undefined) delete next[field];
    else next[field] = kept;
  }
  if (changed) cardEntry.version += 1;
  secrets = next;
  return rest as Omit<T, F>;
}

/** A step's stored answer with its secret fields held in memory, for the form and its checks. */
export function withSecrets<T extends object>(value: T | undefined, fields: readonly SecretField[]): T & CardSecrets {
  const held: CardSecrets = {};
  for (const field of fields) if (secrets[field] !== undefined) held[field] = secrets[field];
  return { ...(value ?? ({} as T)), ...held };
}

/** The card form's data without the number and CVC. */
export function takeCardSecrets<T extends object>(data: T): Omit<T, 'cardNumber' | 'cvc'> {
  return takeSecrets(data, CARD_SECRET_FIELDS);
}

/** The card step's stored answer with the number and CVC held in memory. */
export function withCardSecrets<T extends object>(value: T | undefined): T & CardSecrets {
  return withSecrets(value, CARD_SECRET_FIELDS);
}

/** The secrets held now (for the paying calls). */
export function cardSecrets(): Readonly<CardSecrets> {
  return secrets;
}

/** Forgets every secret (after the payment call; on leaving the screen). */
export function forgetCardSecrets(): void {
  if (Object.keys(secrets).length === 0) return;
  secrets = {};
  cardEntry.version += 1;
  for (const listener of listeners) listener();
}

/** Called whenever the secrets are forgotten (the card and bank steps' completion is checked again). */
export function onCardSecretsForgotten(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
