// The question an explicit logout asks when the user has unsent work on this device: logging out
// deletes it; an automatic logout keeps it. It names each kind of work with its count.
import { defineMessages } from 'react-intl';
import type { UnsentKind } from '../state/persistence.ts';

export const logoutMessages = defineMessages<{ deletesUnsent: { list: string } }>({
  deletesUnsent: {
    id: 'logout.deletesUnsent',
    defaultMessage: 'Not sent yet and kept only on this device: {list}. Logging out deletes all of it from this device. Log out?',
  },
});

export const unsentKindMessages = defineMessages<Record<UnsentKind, { count: number }>>({
  claim: { id: 'logout.unsent.claim', defaultMessage: 'a claim you started' },
  payment: { id: 'logout.unsent.payment', defaultMessage: 'a payment you started' },
  inventoryChanges: { id: 'logout.unsent.inventoryChanges', defaultMessage: '{count, plural, one {# inventory change} other {# inventory changes}}' },
  inventoryFiles: { id: 'logout.unsent.inventoryFiles', defaultMessage: '{count, plural, one {# inventory photo or receipt} other {# inventory photos or receipts}}' },
  chatMessages: { id: 'logout.unsent.chatMessages', defaultMessage: '{count, plural, one {# chat message} other {# chat messages}}' },
  documents: { id: 'logout.unsent.documents', defaultMessage: '{count, plural, one {# document waiting to be sent} other {# documents waiting to be sent}}' },
  other: { id: 'logout.unsent.other', defaultMessage: 'something else you started' },
});
