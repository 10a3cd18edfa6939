// Every server call, listed once (docs/product-rules.md#calls plus the calls it knows only by purpose). The client
// helper (call-api.ts), the fixture backend and docs/api.md all read this table; request and
// response shapes live in schemas/api/<name>.request.json and .response.json, and their
// TypeScript types are generated from there (src/api/generated/api-types.ts).
//
// `assumed: true` marks a path the spec does not give: it is ours, and a real server may differ.
// A `{param}` at the end of a path is the client's id segment, taken from that request field.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call: `anonymous` never sends the bearer (login: a stale token must not trigger a
 * renew), `public` sends it when signed in, `user` needs a signed-in user (401 otherwise).
 */
export type CallAccess = 'anonymous' | 'public' | 'user';

interface CallSpec {
  readonly name: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly assumed: boolean;
  readonly access: CallAccess;
  readonly summary: string;
  /** `assets`: served by the static asset host, answered as text (not wrapped in data). */
  readonly host?: 'assets';
  /**
   * `multipart`: a file upload sent as multipart/form-data (the fields as text parts, the file as
   * the part `file`) by src/api/upload-file.ts, with byte progress; never through callApi.
   */
  readonly body?: 'multipart';
  /**
   * `file`: the answer is a file's bytes with its own Content-Type, not JSON wrapped in data;
   * fetched by src/api/fetch-file.ts with the session's bearer token, never through callApi.
   */
  readonly answer?: 'file';
}

const spec = false;
const ours = true;

export const callTable = [
  // Login and session
  { name: 'auth.sendPin', method: 'POST', path: '/auth/sendPin', assumed: ours, access: 'anonymous', summary: 'Sends a login PIN to the e-mail.' },
  { name: 'auth.verifyPin', method: 'POST', path: '/auth/verifyPin', assumed: ours, access: 'anonymous', summary: 'Signs in with e-mail and PIN (or a kiosk user token).' },
  { name: 'auth.logout', method: 'POST', path: '/auth/logout', assumed: ours, access: 'user', summary: 'Revokes the bearer token (logout), before the app clears its cookie.' },
  { name: 'tokens.renew', method: 'POST', path: '/tokens/renew', assumed: spec, access: 'user', summary: 'Renews the bearer token after a 401 (one shared renew).' },
  { name: 'events.register', method: 'POST', path: '/events/register', assumed: spec, access: 'public', summary: 'Records a visit or access event with visitor data.' },
  { name: 'push.updateSubscription', method: 'POST', path: '/push/updateKioskPushSubscription', assumed: spec, access: 'public', summary: 'Sends the push subscription (or null).' },
  // Users and profile
  { name: 'users.getAccountList', method: 'GET', path: '/users/vaultUserAccountList', assumed: spec, access: 'user', summary: 'Other users of the account.' },
  { name: 'users.add', method: 'POST', path: '/users/addVaultUser', assumed: ours, access: 'user', summary: 'Adds a user to the account.' },
  { name: 'users.remove', method: 'POST', path: '/users/removeVaultUser', assumed: ours, access: 'user', summary: 'Removes a user from the account.' },
  { name: 'me.get', method: 'GET', path: '/me', assumed: ours, access: 'user', summary: 'The signed-in user and profile.' },
  { name: 'me.saveSlipConsent', method: 'POST', path: '/me', assumed: spec, access: 'user', summary: 'Saves insurance slip consent.' },
  { name: 'notifications.getSettings', method: 'GET', path: '/vaultUser/notificationSettings', assumed: spec, access: 'user', summary: 'User notification settings.' },
  { name: 'notifications.saveSettings', method: 'POST', path: '/vaultUser/notificationSettings', assumed: spec, access: 'user', summary: 'Saves user notification settings.' },
  // Settings and branding
  { name: 'settings.getBrand', method: 'GET', path: '/brand/getKioskBrandSettings', assumed: spec, access: 'public', summary: 'Brand settings of the broker.' },
  { name: 'settings.getByKey', method: 'GET', path: '/settings/{key}', assumed: ours, access: 'public', summary: 'Settings by key: core, app or widget.' },
  { name: 'branding.getStyles', method: 'GET', path: '/get-branding-styles', assumed: spec, access: 'public', host: 'assets', summary: 'Branding CSS from the brand colours (static asset host).' },
  // Documents and policies
  { name: 'documents.getEdocs', method: 'GET', path: '/documents/getEdocs', assumed: spec, access: 'user', summary: 'Documents list.' },
  { name: 'documents.getPoliciesDetails', method: 'GET', path: '/documents/getPoliciesDetails', assumed: spec, access: 'user', summary: 'Details of every policy.' },
  { name: 'documents.getPolicyDetails', method: 'GET', path: '/documents/getPolicyDetails', assumed: spec, access: 'user', summary: 'Details of one policy (query id).' },
  // The files the answers name by url (Edoc.url, FileRef.url, PinkSlip.url): only with the bearer
  // token, so the app fetches them into a blob (docs/adr/0074-files-fetched-with-the-token.md).
  { name: 'files.get', method: 'GET', path: '/files/{name}', assumed: ours, access: 'user', answer: 'file', summary: "A file's bytes (a document, a slip, a receipt, a photo), named by the url an answer gave." },
  { name: 'documents.upload', method: 'POST', path: '/documents/upload', assumed: ours, access: 'user', body: 'multipart', summary: 'Adds a document the client uploads (PDF, JPEG or PNG).' },
  { name: 'documents.createSlip', method: 'POST', path: '/documents/slip', assumed: spec, access: 'user', summary: 'Creates an insurance slip.' },
  { name: 'documents.getDrivers', method: 'GET', path: '/documents/drivers/{documentId}', assumed: ours, access: 'user', summary: 'Drivers of a document.' },
  { name: 'documents.addDriver', method: 'POST', path: '/documents/drivers/add', assumed: ours, access: 'user', summary: 'Adds a driver to a document.' },
  { name: 'documents.removeDriver', method: 'POST', path: '/documents/drivers/remove', assumed: ours, access: 'user', summary: 'Removes a driver from a document.' },
  { name: 'documents.getVehicles', method: 'GET', path: '/documents/vehicles/{documentId}', assumed: ours, access: 'user', summary: 'Vehicles of a document.' },
  { name: 'documents.addVehicle', method: 'POST', path: '/documents/vehicles/add', assumed: ours, access: 'user', summary: 'Adds a vehicle to a document.' },
  { name: 'documents.removeVehicle', method: 'POST', path: '/documents/vehicles/remove', assumed: ours, access: 'user', summary: 'Removes a vehicle from a document.' },
  { name: 'pinkSlips.get', method: 'GET', path: '/pinkSlips', assumed: ours, access: 'user', summary: 'Pink slips and the addresses they can be mailed to.' },
  { name: 'pinkSlips.send', method: 'POST', path: '/pinkSlips/send', assumed: ours, access: 'user', summary: 'Mails pink slips to an address.' },
  // Proof of insurance in the phone's wallet, signed by the brokerage's back end with its own Apple
  // and Google keys (docs/adr/0084-wallet-passes-expire-with-their-term.md); the app holds none.
  { name: 'wallet.getApplePass', method: 'GET', path: '/wallet/applePass/{slipId}', assumed: ours, access: 'user', answer: 'file', summary: 'The Apple Wallet pass (.pkpass) of a slip.' },
  { name: 'wallet.getGoogleSaveLink', method: 'GET', path: '/wallet/googleSaveLink/{slipId}', assumed: ours, access: 'user', summary: 'A Google Wallet save link (a signed JWT) for a slip.' },
  // Payments
  { name: 'payments.getPaymentOptions', method: 'GET', path: '/payments/getPaymentOptions', assumed: spec, access: 'public', summary: 'Payable policies, billing type, e-pay and e-transfer options.' },
  { name: 'payments.sendEmail', method: 'POST', path: '/payments/sendEmail', assumed: spec, access: 'public', summary: 'Sends the e-transfer e-mail.' },
  { name: 'payments.ePayPaymentInformation', method: 'POST', path: '/payments/ePayPaymentInformation', assumed: spec, access: 'public', summary: 'Opens an e-pay (card) payment session.' },
  { name: 'payments.processEPayPayment', method: 'POST', path: '/payments/processEPayPayment', assumed: spec, access: 'public', summary: 'Processes an e-pay payment.' },
  // Contact, chat, content
  { name: 'contact.getDetails', method: 'GET', path: '/contact/details', assumed: ours, access: 'user', summary: 'Company data, other branches, CSR and working hours.' },
  { name: 'chat.getStaffMembers', method: 'GET', path: '/chat/staffMembers', assumed: ours, access: 'public', summary: 'Staff members (email, csrDataId).' },
  { name: 'chat.get', method: 'GET', path: '/chat', assumed: ours, access: 'public', summary: "The visitor's chat and messages." },
  { name: 'chat.sendMessage', method: 'POST', path: '/chat/messages', assumed: ours, access: 'public', summary: 'Sends a chat message.' },
  { name: 'chat.markRead', method: 'POST', path: '/chat/read', assumed: ours, access: 'public', summary: 'Marks every message of the chat as seen (unread count 0).' },
  { name: 'customContent.get', method: 'GET', path: '/customContent/{id}', assumed: ours, access: 'public', summary: 'A custom content page.' },
  // Claims and their helpers
  { name: 'vehicles.list', method: 'GET', path: '/vehicles', assumed: ours, access: 'user', summary: 'Vehicles of the account.' },
  { name: 'drivers.list', method: 'GET', path: '/drivers', assumed: ours, access: 'user', summary: 'Drivers of the account.' },
  { name: 'weather.get', method: 'GET', path: '/weather', assumed: ours, access: 'public', summary: 'Temperature and description at a place and time.' },
  { name: 'maps.geocode', method: 'GET', path: '/maps/geocode', assumed: ours, access: 'public', summary: 'Geocode response for an address or a position.' },
  { name: 'maps.nearbyServices', method: 'GET', path: '/maps/nearby', assumed: ours, access: 'public', summary: 'Road services of a kind (gas, locksmith, tow, police) near a position or a typed place.' },
  { name: 'claims.getClaimNumbers', method: 'GET', path: '/claims/claimNumbers', assumed: ours, access: 'user', summary: 'Claim numbers of insurance companies and brokerages.' },
  { name: 'claims.uploadLicenceFile', method: 'POST', path: '/claims/licenceFile', assumed: ours, access: 'user', body: 'multipart', summary: "Uploads a driver's licence file." },
  { name: 'claims.uploadPicture', method: 'POST', path: '/claims/pictures', assumed: ours, access: 'user', body: 'multipart', summary: 'Uploads a picture of the damage or the scene.' },
  { name: 'claims.deleteLicenceFile', method: 'DELETE', path: '/claims/licenceFile/{id}', assumed: ours, access: 'user', summary: 'Deletes a licence file (404 when gone).' },
  // One call for every claim, told apart by `kind`. A home claim's contents name the inventory's
  // own files by id (no bytes sent again): assumed, as the call (docs/adr/0058-one-claim-call-by-kind.md).
  { name: 'claims.submit', method: 'POST', path: '/claims/submit', assumed: ours, access: 'user', summary: 'Submits a claim: an auto claim, or a home claim with belongings from the home inventory.' },
  { name: 'companies.list', method: 'GET', path: '/companies', assumed: ours, access: 'public', summary: 'Insurance companies.' },
  // Quotes and reviews
  { name: 'quote.send', method: 'POST', path: '/quote/send', assumed: ours, access: 'public', summary: 'Sends a quote request.' },
  { name: 'review.send', method: 'POST', path: '/review/send', assumed: ours, access: 'public', summary: 'Sends a review.' },
  // Home inventory
  { name: 'inventory.getGroups', method: 'GET', path: '/inventory/groups', assumed: ours, access: 'user', summary: 'Groups (rooms) with item counts and values.' },
  { name: 'inventory.getGroup', method: 'GET', path: '/inventory/groups/{id}', assumed: ours, access: 'user', summary: 'A group with its items.' },
  { name: 'inventory.getItem', method: 'GET', path: '/inventory/items/{id}', assumed: ours, access: 'user', summary: 'One item.' },
  { name: 'inventory.save', method: 'POST', path: '/inventory/save', assumed: ours, access: 'user', summary: 'Creates or updates a group or an item.' },
  { name: 'inventory.delete', method: 'POST', path: '/inventory/delete', assumed: ours, access: 'user', summary: 'Deletes a group or an item.' },
  { name: 'inventory.export', method: 'GET', path: '/inventory/export', assumed: ours, access: 'user', summary: 'Exports the inventory as CSV.' },
  { name: 'inventory.uploadFile', method: 'POST', path: '/inventory/files', assumed: ours, access: 'user', body: 'multipart', summary: "Uploads a photo or a receipt of an inventory item (the item's save then names it)." },
] as const satisfies readonly CallSpec[];

export type CallEntry = (typeof callTable)[number];
export type CallName = CallEntry['name'];
/** The file uploads: sent by uploadFile (src/api/upload-file.ts) as multipart/form-data. */
export type MultipartCallName = Extract<CallEntry, { body: 'multipart' }>['name'];

const byName = new Map<string, CallEntry>(callTable.map((entry) => [entry.name, entry]));

export function getCall<N extends CallName>(name: N): Extract<CallEntry, { name: N }> {
  const entry = byName.get(name);
  if (!entry) throw new Error(`Unknown API call "${name}"`);
  return entry as Extract<CallEntry, { name: N }>;
}

/** The request field that fills the trailing `{param}` of a path, if any. */
export function idParamOf(path: string): string | undefined {
  return /\/\{([A-Za-z][A-Za-z0-9]*)\}$/.exec(path)?.[1];
}

/** The path without its trailing `{param}`: what the client gets, the id segment added after it. */
export function basePathOf(path: string): string {
  return path.replace(/\/\{[A-Za-z][A-Za-z0-9]*\}$/, '');
}
