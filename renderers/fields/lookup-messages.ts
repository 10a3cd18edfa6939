import { defineMessages } from 'react-intl';

export const addressMessages = defineMessages({
  search: { id: 'renderer.address.search', defaultMessage: 'Find the address' },
  searchHelp: { id: 'renderer.address.searchHelp', defaultMessage: 'Type a street address or a place, then choose Find. The fields below are filled in and stay editable.' },
  find: { id: 'renderer.address.find', defaultMessage: 'Find' },
  here: { id: 'renderer.address.here', defaultMessage: 'Use my location' },
  looking: { id: 'renderer.address.looking', defaultMessage: 'Looking up the address…' },
  none: { id: 'renderer.address.none', defaultMessage: 'No address found. Please type it in below.' },
  choose: { id: 'renderer.address.choose', defaultMessage: 'Several addresses match. Choose one:' },
  failed: { id: 'renderer.address.failed', defaultMessage: 'Something went wrong, please try again.' },
  noPosition: { id: 'renderer.address.noPosition', defaultMessage: 'Your location is not available. Please type the address.' },
});

export const addressValueMessages = defineMessages<{ filled: { address: string } }>({
  filled: { id: 'renderer.address.filled', defaultMessage: 'Address filled in: {address}' },
});

/** The picker's label per source the app offers. */
export const pickerMessages = defineMessages({
  vehicles: { id: 'renderer.picker.vehicles', defaultMessage: 'Choose one of your vehicles' },
  drivers: { id: 'renderer.picker.drivers', defaultMessage: 'Choose one of your drivers' },
  other: { id: 'renderer.picker.other', defaultMessage: 'Choose a saved entry' },
  none: { id: 'renderer.picker.none', defaultMessage: 'Another one (type it in)' },
  loading: { id: 'renderer.picker.loading', defaultMessage: 'Loading your list…' },
  failed: { id: 'renderer.picker.failed', defaultMessage: 'Your list could not be loaded. Please type the details.' },
});
