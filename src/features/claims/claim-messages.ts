import { defineMessages } from 'react-intl';
import type { Runtime } from '../../settings/runtime.ts';

export const claimMessages = defineMessages({
  insuranceCompanies: { id: 'claims.numbers.insuranceCompanies', defaultMessage: 'Insurance companies' },
  website: { id: 'claims.numbers.website', defaultMessage: 'Claims website' },
  reportOnline: { id: 'claims.numbers.reportOnline', defaultMessage: 'Report a claim online' },
  emptyList: { id: 'claims.numbers.empty', defaultMessage: 'No claim numbers are listed yet.' },
  loadError: { id: 'claims.numbers.loadError', defaultMessage: 'The claim numbers could not be loaded.' },
});

export const claimValueMessages = defineMessages<{ call: { name: string }; numbersIntro: { brokerLabel: Runtime['brokerLabel'] }; brokerages: { brokerLabel: Runtime['brokerLabel'] } }>({
  call: { id: 'claims.numbers.call', defaultMessage: 'Call {name}' },
  // The brokerage's own claim lines: an agency's in the US (docs/product-rules.md#broker-label).
  brokerages: { id: 'claims.numbers.brokerages', defaultMessage: '{brokerLabel, select, myAgent {Agencies} other {Brokerages}}' },
  // docs/product-rules.md#broker-label: an agent in the US, a broker elsewhere.
  numbersIntro: {
    id: 'claims.numbers.intro',
    defaultMessage: 'Call your insurance company’s claims line now, or report the claim online and your {brokerLabel, select, myAgent {agent} other {broker}} will follow up.',
  },
});
