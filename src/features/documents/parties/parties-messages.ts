// Texts of a policy's drivers and vehicles (policy-parties.tsx); French in
// src/i18n/lang/fr/documents-parties.json.
import { defineMessages } from 'react-intl';

export const partiesMessages = defineMessages({
  drivers: { id: 'documents.parties.drivers', defaultMessage: 'Drivers' },
  vehicles: { id: 'documents.parties.vehicles', defaultMessage: 'Vehicles' },
  driversLoading: { id: 'documents.parties.driversLoading', defaultMessage: 'Loading the drivers…' },
  vehiclesLoading: { id: 'documents.parties.vehiclesLoading', defaultMessage: 'Loading the vehicles…' },
  driversError: { id: 'documents.parties.driversError', defaultMessage: 'The drivers of this policy could not be loaded.' },
  vehiclesError: { id: 'documents.parties.vehiclesError', defaultMessage: 'The vehicles of this policy could not be loaded.' },
  driversEmpty: { id: 'documents.parties.driversEmpty', defaultMessage: 'No driver is on this policy.' },
  vehiclesEmpty: { id: 'documents.parties.vehiclesEmpty', defaultMessage: 'No vehicle is on this policy.' },
  addDriver: { id: 'documents.parties.addDriver', defaultMessage: 'Add a driver' },
  addVehicle: { id: 'documents.parties.addVehicle', defaultMessage: 'Add a vehicle' },
  allDrivers: { id: 'documents.parties.allDrivers', defaultMessage: 'All your drivers are on this policy.' },
  allVehicles: { id: 'documents.parties.allVehicles', defaultMessage: 'All your vehicles are on this policy.' },
  add: { id: 'documents.parties.add', defaultMessage: 'Add' },
  cancel: { id: 'documents.parties.cancel', defaultMessage: 'Cancel' },
  removeShort: { id: 'documents.parties.removeShort', defaultMessage: 'Remove' },
  confirmRemove: { id: 'documents.parties.confirmRemove', defaultMessage: 'Yes, remove' },
  changeError: { id: 'documents.parties.changeError', defaultMessage: 'The change could not be saved.' },
  retry: { id: 'documents.parties.retry', defaultMessage: 'Try again' },
  saving: { id: 'documents.parties.saving', defaultMessage: 'Saving…' },
  licence: { id: 'documents.parties.licence', defaultMessage: 'Licence' },
  plate: { id: 'documents.parties.plate', defaultMessage: 'Plate' },
  vin: { id: 'documents.parties.vin', defaultMessage: 'VIN' },
  choose: { id: 'documents.parties.choose', defaultMessage: 'Choose…' },
  listLoading: { id: 'documents.parties.listLoading', defaultMessage: 'Loading your list…' },
  listFailed: { id: 'documents.parties.listFailed', defaultMessage: 'Your list could not be loaded. Please try again.' },
});

export const partiesValueMessages = defineMessages<{
  remove: { name: string };
  removeQuestion: { name: string };
  added: { name: string };
  removed: { name: string };
}>({
  remove: { id: 'documents.parties.remove', defaultMessage: 'Remove {name}' },
  removeQuestion: { id: 'documents.parties.removeQuestion', defaultMessage: 'Remove {name} from this policy?' },
  added: { id: 'documents.parties.added', defaultMessage: '{name} was added to this policy.' },
  removed: { id: 'documents.parties.removed', defaultMessage: '{name} was removed from this policy.' },
});
