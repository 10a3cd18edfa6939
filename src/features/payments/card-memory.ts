// The card number and CVC live here only, in this module's memory: never in the draft, storage, the
// flow's state, logs or any request but the card provider's. The card step's form data passes
// through `takeCardSecrets` on its way to the draft (which keeps the rest) and gets them back
// through `withCardSecrets` for the form; they are forgotten after the payment call, whatever its
// outcome, and when the payments screen is left. `cardEntry.version` changes with them (never
// holding them), so the flow shows the form the data it has just typed.
import { proxy } from 'valtio';

export interface CardSecrets {
  cardNumber?: string;
  cvc?: string;
}

let secrets: CardSecrets = {};
const listeners = new Set<() => void>();

/** Changes whenever the number or CVC held changes: the flow re-renders the card form with them. */
export const cardEntry = proxy({ version: 0 });

/** The card form's data without the number and CVC, which are kept here instead. */
export function takeCardSecrets<T extends object>(data: T): Omit<T, 'cardNumber' | 'cvc'> {
  const { cardNumber, cvc, ...rest } = data as T & CardSecrets;
  const next: CardSecrets = {
    ...(typeof cardNumber === 'string' && cardNumber !== '' ? { cardNumber } : {}),
    ...(typeof cvc === 'string' && cvc !== '' ? { cvc } : {}),
  };
  if (next.cardNumber !== secrets.cardNumber || next.cvc !== secrets.cvc) cardEntry.version += 1;
  secrets = next;
  return rest;
}

/** The card step's stored answer with the number and CVC held in memory, for the form and its checks. */
export function withCardSecrets<T extends object>(value: T | undefined): T & CardSecrets {
  return { ...(value ?? ({} as T)), ...secrets };
}

/** The number and CVC held now (for the provider's call). */
export function cardSecrets(): Readonly<CardSecrets> {
  return secrets;
}

/** Forgets the number and CVC (after the payment call; on leaving the screen). */
export function forgetCardSecrets(): void {
  if (secrets.cardNumber === undefined && secrets.cvc === undefined) return;
  secrets = {};
  cardEntry.version += 1;
  for (const listener of listeners) listener();
}

/** Called whenever the number and CVC are forgotten (the card step's completion is checked again). */
export function onCardSecretsForgotten(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
