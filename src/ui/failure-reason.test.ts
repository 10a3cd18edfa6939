// failureReason / failureText: the server's message as it came; the client's English fallback
// replaced by the catalogue's text in the user's language; nothing added without a message.
import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { GENERIC_ERROR_MESSAGE, isServerMessage, networkError } from '../api/api-error.ts';
import fr from '../generated/i18n/fr.json';
import en from '../generated/i18n/en.json';
import { failureReason, failureText } from './failure-reason.ts';

const french = createIntl({ locale: 'fr-CA', messages: fr });
const english = createIntl({ locale: 'en-CA', messages: en });

describe('failureReason', () => {
  it('replaces the client’s fallback (a network error’s message) with the catalogue’s text', () => {
    const message = networkError(new TypeError('Failed to fetch')).message;
    expect(failureReason(french, message)).toBe('Une erreur s’est produite, veuillez réessayer.');
    expect(failureReason(english, message)).toBe('Something went wrong, please try again.');
  });

  it('keeps the server’s own message in any language', () => {
    expect(failureReason(french, 'Policy not found.')).toBe('Policy not found.');
    expect(failureReason(english, 'Contrat introuvable.')).toBe('Contrat introuvable.');
  });

  it('adds nothing without a message', () => {
    for (const message of [null, undefined, '', '  ']) expect(failureReason(french, message)).toBe('');
  });
});

describe('failureText', () => {
  it('puts the reason after the screen’s sentence, or the sentence alone', () => {
    expect(failureText(french, 'Non enregistré.', GENERIC_ERROR_MESSAGE)).toBe('Non enregistré. Une erreur s’est produite, veuillez réessayer.');
    expect(failureText(french, 'Non enregistré.', 'Refusé.')).toBe('Non enregistré. Refusé.');
    expect(failureText(french, 'Non enregistré.', null)).toBe('Non enregistré.');
  });
});

describe('isServerMessage', () => {
  it('is false for the client’s fallback and for no message', () => {
    expect(isServerMessage(GENERIC_ERROR_MESSAGE)).toBe(false);
    expect(isServerMessage(null)).toBe(false);
    expect(isServerMessage(' ')).toBe(false);
    expect(isServerMessage('Card declined.')).toBe(true);
  });
});
