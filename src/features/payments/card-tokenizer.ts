// The card payment provider (docs/product-rules.md#external-services: configured, its calls not shown) turns the card into a
// token, so the card number and CVC go to the provider only and never to the brokerage's server:
// payments.processEPayPayment takes the token. The provider's public key comes with the e-pay
// session (payments.ePayPaymentInformation). A deployment sets its provider's tokenizer with
// setCardTokenizer; built in is the provider's test mode, used with test keys (`pk_test_…`): it
// makes a token locally, and the provider's usual decline test card 4000 0000 0000 0002 gives the
// declined token `tok_decline`.
import { cardBrand } from '../../../renderers/luhn.ts';

interface CardToTokenize {
  cardNumber: string;
  cvc: string;
  expiryMonth: number;
  expiryYear: number;
  nameOnCard: string;
  postalCode: string;
}

type CardTokenizer = (card: CardToTokenize, publicKey: string) => Promise<string>;

const DECLINED_TEST_CARD = '4000000000000002';

/** The provider's test mode: a token that names the brand and last digits, never the number. */
const testModeTokenizer: CardTokenizer = async (card, publicKey) => {
  if (!publicKey.startsWith('pk_test_')) throw new Error('No card payment provider is configured for this key.');
  if (card.cardNumber === DECLINED_TEST_CARD) return 'tok_decline';
  const random = Array.from(globalThis.crypto.getRandomValues(new Uint8Array(6)), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `tok_${cardBrand(card.cardNumber) ?? 'card'}_${card.cardNumber.slice(-4)}_${random}`;
};

let tokenizer: CardTokenizer = testModeTokenizer;

export function setCardTokenizer(next: CardTokenizer): void {
  tokenizer = next;
}

export function tokenizeCard(card: CardToTokenize, publicKey: string): Promise<string> {
  return tokenizer(card, publicKey);
}
