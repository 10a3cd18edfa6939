// Every schema the build turns into generated code. Add a line here when a schema gains a
// TypeScript type or a precompiled validator; `npm run generate` and the staleness test read it.
export interface SchemaTarget {
  /** Schema file, relative to the repository root. */
  schema: string;
  /** Name of the generated TypeScript type. */
  typeName: string;
  /** Output file stem inside src/generated/ (gets .types.ts, .validator.js, .schema.json). */
  out: string;
  /** Compile the validator without descriptions and error details (schema objects are embedded
   * in the code): for validators used directly rather than through rjsf, which needs the exact schema. */
  compact?: boolean;
  /** Compile with plain ajv (no rjsf: one export, no subschema validators): for schemas that are
   * never a form, such as stored state, whose recursive definitions rjsf's schema parser cannot name. */
  plain?: boolean;
}

export const schemaTargets: SchemaTarget[] = [
  { schema: 'schemas/settings.schema.json', typeName: 'Settings', out: 'settings', compact: true },
  // Stored state: each persisted slice is checked against its schema when read (src/state/persistence.ts).
  { schema: 'schemas/state/app.schema.json', typeName: 'StoredAppState', out: 'state/app', compact: true, plain: true },
  { schema: 'schemas/state/session.schema.json', typeName: 'StoredSessionState', out: 'state/session', compact: true, plain: true },
  { schema: 'schemas/state/chat.schema.json', typeName: 'StoredChatState', out: 'state/chat', compact: true, plain: true },
  { schema: 'schemas/state/chat-outbox.schema.json', typeName: 'StoredChatOutbox', out: 'state/chat-outbox', compact: true, plain: true },
  { schema: 'schemas/state/claim.schema.json', typeName: 'StoredClaimState', out: 'state/claim', compact: true, plain: true },
  { schema: 'schemas/state/home-claim.schema.json', typeName: 'StoredHomeClaimState', out: 'state/home-claim', compact: true, plain: true },
  { schema: 'schemas/state/quote.schema.json', typeName: 'StoredQuoteState', out: 'state/quote', compact: true, plain: true },
  { schema: 'schemas/state/payment.schema.json', typeName: 'StoredPaymentState', out: 'state/payment', compact: true, plain: true },
  { schema: 'schemas/state/documents.schema.json', typeName: 'StoredDocumentsState', out: 'state/documents', compact: true, plain: true },
  { schema: 'schemas/state/inventory.schema.json', typeName: 'StoredInventoryState', out: 'state/inventory', compact: true, plain: true },
  { schema: 'schemas/state/inventory-cache.schema.json', typeName: 'StoredInventoryCache', out: 'state/inventory-cache', compact: true, plain: true },
  { schema: 'schemas/state/account-push.schema.json', typeName: 'StoredPushState', out: 'state/account-push', compact: true, plain: true },
  { schema: 'schemas/state/contact.schema.json', typeName: 'StoredContactState', out: 'state/contact', compact: true, plain: true },
  // Forms: compiled with the exact schema rjsf receives (src/generated/forms/<out>.schema.json).
  { schema: 'schemas/forms/login.schema.json', typeName: 'LoginForm', out: 'forms/login' },
  { schema: 'schemas/forms/chat/visitor.schema.json', typeName: 'ChatVisitorForm', out: 'forms/chat-visitor' },
  { schema: 'schemas/forms/claim/vehicle.schema.json', typeName: 'ClaimVehicleForm', out: 'forms/claim-vehicle' },
  { schema: 'schemas/forms/claim/weather.schema.json', typeName: 'ClaimWeatherForm', out: 'forms/claim-weather' },
  { schema: 'schemas/forms/claim/location.schema.json', typeName: 'ClaimLocationForm', out: 'forms/claim-location' },
  { schema: 'schemas/forms/claim/date-time.schema.json', typeName: 'ClaimDateTimeForm', out: 'forms/claim-date-time' },
  { schema: 'schemas/forms/claim/driver.schema.json', typeName: 'ClaimDriverForm', out: 'forms/claim-driver' },
  { schema: 'schemas/forms/claim/what-happened.schema.json', typeName: 'ClaimWhatHappenedForm', out: 'forms/claim-what-happened' },
  { schema: 'schemas/forms/claim/pictures.schema.json', typeName: 'ClaimPicturesForm', out: 'forms/claim-pictures' },
  { schema: 'schemas/forms/claim/other-party.schema.json', typeName: 'ClaimOtherPartyForm', out: 'forms/claim-other-party' },
  { schema: 'schemas/forms/claim/officer.schema.json', typeName: 'ClaimOfficerForm', out: 'forms/claim-officer' },
  { schema: 'schemas/forms/claim/passenger.schema.json', typeName: 'ClaimPassengerForm', out: 'forms/claim-passenger' },
  { schema: 'schemas/forms/claim/witness.schema.json', typeName: 'ClaimWitnessForm', out: 'forms/claim-witness' },
  { schema: 'schemas/forms/claim/note.schema.json', typeName: 'ClaimNoteForm', out: 'forms/claim-note' },
  { schema: 'schemas/forms/claim/disclaimer.schema.json', typeName: 'ClaimDisclaimerForm', out: 'forms/claim-disclaimer' },
  { schema: 'schemas/forms/claim/home-cause.schema.json', typeName: 'ClaimHomeCauseForm', out: 'forms/claim-home-cause' },
  { schema: 'schemas/forms/claim/contents.schema.json', typeName: 'ClaimContentsForm', out: 'forms/claim-contents' },
  { schema: 'schemas/forms/payment/policies.schema.json', typeName: 'PaymentPoliciesForm', out: 'forms/payment-policies' },
  { schema: 'schemas/forms/payment/policy-number.schema.json', typeName: 'PaymentPolicyNumberForm', out: 'forms/payment-policy-number' },
  { schema: 'schemas/forms/payment/payer.schema.json', typeName: 'PaymentPayerForm', out: 'forms/payment-payer' },
  { schema: 'schemas/forms/payment/type.schema.json', typeName: 'PaymentTypeForm', out: 'forms/payment-type' },
  { schema: 'schemas/forms/payment/card.schema.json', typeName: 'PaymentCardForm', out: 'forms/payment-card' },
  { schema: 'schemas/forms/payment/bank.schema.json', typeName: 'PaymentBankForm', out: 'forms/payment-bank' },
  { schema: 'schemas/forms/payment/e-transfer.schema.json', typeName: 'PaymentETransferForm', out: 'forms/payment-e-transfer' },
  { schema: 'schemas/forms/inventory/group.schema.json', typeName: 'InventoryGroupForm', out: 'forms/inventory-group' },
  { schema: 'schemas/forms/inventory/item.schema.json', typeName: 'InventoryItemForm', out: 'forms/inventory-item' },
  { schema: 'schemas/forms/documents/add.schema.json', typeName: 'DocumentsAddForm', out: 'forms/documents-add' },
  { schema: 'schemas/forms/documents/add-driver.schema.json', typeName: 'DocumentsAddDriverForm', out: 'forms/documents-add-driver' },
  { schema: 'schemas/forms/documents/add-vehicle.schema.json', typeName: 'DocumentsAddVehicleForm', out: 'forms/documents-add-vehicle' },
  // The account's users and notification settings.
  { schema: 'schemas/forms/account/add-user.schema.json', typeName: 'AccountAddUserForm', out: 'forms/account-add-user' },
  { schema: 'schemas/forms/account/notifications.schema.json', typeName: 'AccountNotificationsForm', out: 'forms/account-notifications' },
  // Quote requests: one flow per kind (who, what — per kind —, where, current insurer, start).
  { schema: 'schemas/forms/quote/who.schema.json', typeName: 'QuoteWhoForm', out: 'forms/quote-who' },
  { schema: 'schemas/forms/quote/vehicle.schema.json', typeName: 'QuoteVehicleForm', out: 'forms/quote-vehicle' },
  { schema: 'schemas/forms/quote/home.schema.json', typeName: 'QuoteHomeForm', out: 'forms/quote-home' },
  { schema: 'schemas/forms/quote/tenant.schema.json', typeName: 'QuoteTenantForm', out: 'forms/quote-tenant' },
  { schema: 'schemas/forms/quote/condo.schema.json', typeName: 'QuoteCondoForm', out: 'forms/quote-condo' },
  { schema: 'schemas/forms/quote/business.schema.json', typeName: 'QuoteBusinessForm', out: 'forms/quote-business' },
  { schema: 'schemas/forms/quote/address.schema.json', typeName: 'QuoteAddressForm', out: 'forms/quote-address' },
  { schema: 'schemas/forms/quote/insurer.schema.json', typeName: 'QuoteInsurerForm', out: 'forms/quote-insurer' },
  { schema: 'schemas/forms/quote/start.schema.json', typeName: 'QuoteStartForm', out: 'forms/quote-start' },
];
