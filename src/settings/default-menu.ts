import { defineMessages } from 'react-intl';
import type { MenuEntry } from './settings-types.ts';

export const defaultMenuMessages = defineMessages({
  quoteName: { id: 'menu.quote.name', defaultMessage: 'Get Quote' },
  quoteDescription: { id: 'menu.quote.description', defaultMessage: 'An instant quote' },
  documentsName: { id: 'menu.documents.name', defaultMessage: 'My Documents' },
  documentsDescription: { id: 'menu.documents.description', defaultMessage: 'Policies, pink slips and proof of insurance' },
  claimName: { id: 'menu.claim.name', defaultMessage: 'Report Claim' },
  claimDescription: { id: 'menu.claim.description', defaultMessage: 'Submit an auto claim' },
  paymentsName: { id: 'menu.payments.name', defaultMessage: 'Payments' },
  paymentsDescription: { id: 'menu.payments.description', defaultMessage: 'Send a payment to your broker' },
  inventoryName: { id: 'menu.inventory.name', defaultMessage: 'Home Inventory' },
  inventoryDescription: { id: 'menu.inventory.description', defaultMessage: 'Rooms and belongings, with photos and receipts' },
  servicesName: { id: 'menu.services.name', defaultMessage: 'Road Services' },
  servicesDescription: { id: 'menu.services.description', defaultMessage: 'Gas stations, locksmiths, tow trucks and police' },
});

/** A default entry: a menu entry whose texts are catalogue messages rather than settings text. */
export interface DefaultMenuEntry extends Omit<MenuEntry, 'name' | 'description'> {
  name?: undefined;
  description?: undefined;
  nameMessage: (typeof defaultMenuMessages)[keyof typeof defaultMenuMessages];
  descriptionMessage: (typeof defaultMenuMessages)[keyof typeof defaultMenuMessages];
}

/** The six entries of SPEC §2 used when settings give no featuresAndOptions. */
export const DEFAULT_MENU: DefaultMenuEntry[] = [
  { feature: 'requestQuote', leftIcon: 'Quote', order: 1, nameMessage: defaultMenuMessages.quoteName, descriptionMessage: defaultMenuMessages.quoteDescription },
  { feature: 'documents', leftIcon: 'Documents', order: 2, nameMessage: defaultMenuMessages.documentsName, descriptionMessage: defaultMenuMessages.documentsDescription },
  { feature: 'reportClaim', leftIcon: 'Claim', order: 3, nameMessage: defaultMenuMessages.claimName, descriptionMessage: defaultMenuMessages.claimDescription },
  { feature: 'payments', leftIcon: 'Payments', order: 4, nameMessage: defaultMenuMessages.paymentsName, descriptionMessage: defaultMenuMessages.paymentsDescription },
  { feature: 'inventory', leftIcon: 'Inventory', order: 5, nameMessage: defaultMenuMessages.inventoryName, descriptionMessage: defaultMenuMessages.inventoryDescription },
  { url: '/services', leftIcon: 'Services', order: 6, nameMessage: defaultMenuMessages.servicesName, descriptionMessage: defaultMenuMessages.servicesDescription },
];

/** In-app route of each feature's menu entry when the entry gives no url. */
export const FEATURE_ROUTES: Record<string, string> = {
  requestQuote: '/quote',
  documents: '/documents',
  reportClaim: '/claims/form',
  payments: '/payments',
  inventory: '/inventory',
  chat: '/chat',
  contact: '/contact',
  user: '/user',
  users: '/users',
  auth: '/auth',
};

/** Built-in left icon of each feature's entry when the entry names none. */
export const FEATURE_ICONS: Record<string, string> = {
  requestQuote: 'Quote',
  documents: 'Documents',
  reportClaim: 'Claim',
  payments: 'Payments',
  inventory: 'Inventory',
  chat: 'Chat',
  contact: 'Contact',
};
