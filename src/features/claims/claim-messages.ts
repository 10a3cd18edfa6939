import { defineMessages } from 'react-intl';

export const claimMessages = defineMessages({
  numbersIntro: { id: 'claims.numbers.intro', defaultMessage: 'Call your insurance company’s claims line now, or report the claim online and your broker will follow up.' },
  insuranceCompanies: { id: 'claims.numbers.insuranceCompanies', defaultMessage: 'Insurance companies' },
  brokerages: { id: 'claims.numbers.brokerages', defaultMessage: 'Brokerages' },
  website: { id: 'claims.numbers.website', defaultMessage: 'Claims website' },
  reportOnline: { id: 'claims.numbers.reportOnline', defaultMessage: 'Report a claim online' },
  emptyList: { id: 'claims.numbers.empty', defaultMessage: 'No claim numbers are listed yet.' },
  loadError: { id: 'claims.numbers.loadError', defaultMessage: 'The claim numbers could not be loaded.' },
  retry: { id: 'claims.retry', defaultMessage: 'Try again' },
  loading: { id: 'claims.loading', defaultMessage: 'Loading…' },
});

export const claimValueMessages = defineMessages<{ call: { name: string } }>({
  call: { id: 'claims.numbers.call', defaultMessage: 'Call {name}' },
});
