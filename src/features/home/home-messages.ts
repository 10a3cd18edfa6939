import { defineMessages } from 'react-intl';
import type { Runtime } from '../../settings/runtime.ts';

export const homeMessages = defineMessages({
  menuLabel: { id: 'home.menuLabel', defaultMessage: 'What would you like to do?' },
});

/** Texts naming the brokerage: 'agent' for a US agency, 'broker' elsewhere (runtime.brokerLabel). */
export const homeValueMessages = defineMessages<{ emptyMenu: { brokerLabel: Runtime['brokerLabel'] } }>({
  emptyMenu: { id: 'home.emptyMenu', defaultMessage: 'Nothing is available here yet. Please contact your {brokerLabel, select, myAgent {agent} other {broker}}.' },
});
