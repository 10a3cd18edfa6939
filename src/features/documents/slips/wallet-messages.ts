// Texts of the wallet part of the slip view. The badges' words are Apple's and Google's own, in
// English and French (their artwork rules): the image's text alternative says them as drawn.
import { defineMessages } from 'react-intl';

export const walletMessages = defineMessages({
  title: { id: 'slip.wallet.title', defaultMessage: 'In your phone’s wallet' },
  hint: {
    id: 'slip.wallet.hint',
    defaultMessage: 'The wallet shows this proof on the lock screen and without a connection. The pass expires with the policy term: when the policy is renewed or changed, add the new slip.',
  },
  apple: { id: 'slip.wallet.apple', defaultMessage: 'Add to Apple Wallet' },
  google: { id: 'slip.wallet.google', defaultMessage: 'Save to Google Wallet' },
  preparing: { id: 'slip.wallet.preparing', defaultMessage: 'Preparing the pass…' },
  appleDone: { id: 'slip.wallet.appleDone', defaultMessage: 'The pass was downloaded: open it to add it to Apple Wallet.' },
  googleDone: { id: 'slip.wallet.googleDone', defaultMessage: 'Google Wallet opened: save the pass there.' },
  error: { id: 'slip.wallet.error', defaultMessage: 'The wallet pass could not be made.' },
  phoneTitle: { id: 'slip.wallet.phone.title', defaultMessage: 'On your phone' },
  phoneShow: { id: 'slip.wallet.phone.show', defaultMessage: 'Show a code to open this slip on your phone' },
  phoneHide: { id: 'slip.wallet.phone.hide', defaultMessage: 'Hide the code' },
  phoneHint: {
    id: 'slip.wallet.phone.hint',
    defaultMessage: 'Scan the code with your phone’s camera. The slip opens there (sign in if asked); then add it to Apple Wallet or Google Wallet.',
  },
  qrLabel: { id: 'slip.wallet.phone.qr', defaultMessage: 'QR code that opens this slip on a phone' },
});
