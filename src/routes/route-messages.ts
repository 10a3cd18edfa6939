import { defineMessages } from 'react-intl';

/** Screen titles, used by the header and by screens not yet built beyond their title. */
export const routeMessages = defineMessages({
  home: { id: 'route.home.title', defaultMessage: 'Home' },
  login: { id: 'route.login.title', defaultMessage: 'Log in' },
  auth: { id: 'route.auth.title', defaultMessage: 'Authentication' },
  chat: { id: 'route.chat.title', defaultMessage: 'Chat' },
  quote: { id: 'route.quote.title', defaultMessage: 'Request a quote' },
  documents: { id: 'route.documents.title', defaultMessage: 'Documents and policies' },
  policySummary: { id: 'route.policySummary.title', defaultMessage: 'Policy summary' },
  createSlip: { id: 'route.createSlip.title', defaultMessage: 'Create a pink slip' },
  claims: { id: 'route.claims.title', defaultMessage: 'Claim numbers' },
  claimForm: { id: 'route.claimForm.title', defaultMessage: 'Report a claim' },
  payments: { id: 'route.payments.title', defaultMessage: 'Payments' },
  inventory: { id: 'route.inventory.title', defaultMessage: 'Home inventory' },
  users: { id: 'route.users.title', defaultMessage: 'Users' },
  profile: { id: 'route.profile.title', defaultMessage: 'Profile' },
  notifications: { id: 'route.notifications.title', defaultMessage: 'Notifications' },
  myAgent: { id: 'route.contact.myAgent', defaultMessage: 'My Agent' },
  myBroker: { id: 'route.contact.myBroker', defaultMessage: 'My Broker' },
  services: { id: 'route.services.title', defaultMessage: 'Road services' },
  customPage: { id: 'route.customPage.title', defaultMessage: 'Information' },
  icons: { id: 'route.icons.title', defaultMessage: 'Icon gallery' },
});
