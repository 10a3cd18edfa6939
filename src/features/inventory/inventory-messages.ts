import { defineMessages } from 'react-intl';
import type { Runtime } from '../../settings/runtime.ts';

export const inventoryMessages = defineMessages({
  title: { id: 'inventory.title', defaultMessage: 'Home inventory' },
  intro: { id: 'inventory.intro', defaultMessage: 'Your belongings, room by room, with photos and receipts. Every change is saved at once.' },
  loading: { id: 'inventory.loading', defaultMessage: 'Loading your inventory…' },
  loadError: { id: 'inventory.loadError', defaultMessage: 'Your inventory could not be loaded.' },
  roomLoadError: { id: 'inventory.roomLoadError', defaultMessage: 'This room could not be loaded.' },
  offlineCopy: { id: 'inventory.offlineCopy', defaultMessage: 'You are seeing the copy kept on this device.' },

  emptyTitle: { id: 'inventory.empty.title', defaultMessage: 'Start your home inventory' },
  emptyWhy: { id: 'inventory.empty.why', defaultMessage: 'After a fire, a flood or a theft, you will be asked what you owned and what it was worth. A list made today, with photos and receipts, makes your claim faster and fairer — and nothing is forgotten.' },
  emptyHow: { id: 'inventory.empty.how', defaultMessage: 'Go room by room: add a room, then the things in it, with a photo of each.' },
  emptyStart: { id: 'inventory.empty.start', defaultMessage: 'Add your first room' },

  rooms: { id: 'inventory.rooms', defaultMessage: 'Rooms' },
  roomsList: { id: 'inventory.roomsList', defaultMessage: 'Rooms of your home' },
  totalsTitle: { id: 'inventory.totals.title', defaultMessage: 'Your home in total' },
  totalValue: { id: 'inventory.totals.value', defaultMessage: 'Total value' },
  addRoom: { id: 'inventory.addRoom', defaultMessage: 'Add a room' },
  addRoomTitle: { id: 'inventory.addRoom.title', defaultMessage: 'New room' },
  saveRoom: { id: 'inventory.saveRoom', defaultMessage: 'Save the room' },
  cancel: { id: 'inventory.cancel', defaultMessage: 'Cancel' },
  notSaved: { id: 'inventory.notSaved', defaultMessage: 'Not yet saved' },

  allRooms: { id: 'inventory.allRooms', defaultMessage: 'All rooms' },
  items: { id: 'inventory.items', defaultMessage: 'Items' },
  itemsList: { id: 'inventory.itemsList', defaultMessage: 'Items in this room' },
  noItems: { id: 'inventory.noItems', defaultMessage: 'Nothing in this room yet. Add the things it holds, one by one.' },
  addItem: { id: 'inventory.addItem', defaultMessage: 'Add an item' },
  reportClaim: { id: 'inventory.reportClaim', defaultMessage: 'Report a claim for this' },
  rename: { id: 'inventory.rename', defaultMessage: 'Rename the room' },
  renameTitle: { id: 'inventory.rename.title', defaultMessage: 'Rename the room' },
  deleteRoom: { id: 'inventory.deleteRoom', defaultMessage: 'Delete the room' },
  roomMissing: { id: 'inventory.roomMissing', defaultMessage: 'This room is not in your inventory (it may have been deleted).' },

  newItem: { id: 'inventory.newItem', defaultMessage: 'New item' },
  saveItem: { id: 'inventory.saveItem', defaultMessage: 'Save' },
  itemMissing: { id: 'inventory.itemMissing', defaultMessage: 'This item is not in your inventory (it may have been deleted).' },
  savedOnline: { id: 'inventory.saved', defaultMessage: 'Saved.' },
  savedOffline: { id: 'inventory.savedOffline', defaultMessage: 'Kept on this device, not yet sent. It will be sent as soon as the connection allows.' },
  // By the Save button when the server refused the change just saved; its reason follows.
  changeRefused: { id: 'inventory.changeRefused', defaultMessage: 'This change was not saved.' },
  backToRoom: { id: 'inventory.backToRoom', defaultMessage: 'Back to the room' },

  filesTitle: { id: 'inventory.files.title', defaultMessage: 'Photos and receipts' },
  filesIntro: { id: 'inventory.files.intro', defaultMessage: 'A photo of the item and its receipt prove what you owned. Photos are made smaller on your device before they are sent.' },
  filesFirst: { id: 'inventory.files.first', defaultMessage: 'Save the item first, then add its photos and receipts.' },
  noFiles: { id: 'inventory.files.none', defaultMessage: 'No photo or receipt yet.' },
  addPhoto: { id: 'inventory.files.addPhoto', defaultMessage: 'Take or choose a photo' },
  addReceipt: { id: 'inventory.files.addReceipt', defaultMessage: 'Add a receipt (PDF or image)' },
  preparing: { id: 'inventory.files.preparing', defaultMessage: 'Preparing the file…' },
  typeNotAllowed: { id: 'inventory.files.typeNotAllowed', defaultMessage: 'File type not allowed' },
  tooLarge: { id: 'inventory.files.tooLarge', defaultMessage: 'The file is larger than 10 MB.' },
  empty: { id: 'inventory.files.empty', defaultMessage: 'The file is empty (0 bytes). Choose another file.' },
  uploadWaiting: { id: 'inventory.files.waiting', defaultMessage: 'Waiting for a connection to upload…' },
  uploadFailed: { id: 'inventory.files.failed', defaultMessage: 'The upload failed.' },
  uploadLost: { id: 'inventory.files.lost', defaultMessage: 'This file was not sent and is no longer on this device. Remove it and add it again.' },
  uploaded: { id: 'inventory.files.uploaded', defaultMessage: 'Uploaded' },
  retry: { id: 'inventory.files.retry', defaultMessage: 'Retry' },
  photo: { id: 'inventory.files.photo', defaultMessage: 'Photo' },
  receipt: { id: 'inventory.files.receipt', defaultMessage: 'Receipt' },

  moveTitle: { id: 'inventory.move.title', defaultMessage: 'Move to another room' },
  moveLabel: { id: 'inventory.move.label', defaultMessage: 'Room' },
  moveButton: { id: 'inventory.move.button', defaultMessage: 'Move' },
  moveNowhere: { id: 'inventory.move.nowhere', defaultMessage: 'Add another room to move this item there.' },
  deleteItem: { id: 'inventory.deleteItem', defaultMessage: 'Delete the item' },
  deleteConfirm: { id: 'inventory.delete.confirm', defaultMessage: 'Delete' },
  deleteItemText: { id: 'inventory.deleteItem.text', defaultMessage: 'The item, its photos and receipts will be deleted. This cannot be undone.' },
  exportProgressLabel: { id: 'inventory.export.progressLabel', defaultMessage: 'Preparing the export' },

  syncTitle: { id: 'inventory.sync.title', defaultMessage: 'Changes not yet saved' },
  syncOffline: { id: 'inventory.sync.offline', defaultMessage: 'You are offline. Your changes are kept on this device and will be sent, in order, when the connection returns.' },
  syncRetrying: { id: 'inventory.sync.retrying', defaultMessage: 'The last try failed; it will be tried again shortly.' },
  syncNow: { id: 'inventory.sync.now', defaultMessage: 'Send now' },
  rejectedTitle: { id: 'inventory.rejected.title', defaultMessage: 'Changes the server did not accept' },
  rejectedTry: { id: 'inventory.rejected.try', defaultMessage: 'Try again' },
  rejectedDismiss: { id: 'inventory.rejected.dismiss', defaultMessage: 'Dismiss' },

  exportTitle: { id: 'inventory.export.title', defaultMessage: 'Export' },
  exportCsv: { id: 'inventory.export.csv', defaultMessage: 'Download the spreadsheet (CSV)' },
  exportReport: { id: 'inventory.export.report', defaultMessage: 'Open the printable report' },
  exportError: { id: 'inventory.export.error', defaultMessage: 'The export could not be prepared. Please check your connection and try again.' },
  csvRoom: { id: 'inventory.csv.room', defaultMessage: 'Room' },
  csvName: { id: 'inventory.csv.name', defaultMessage: 'Item' },
  csvQuantity: { id: 'inventory.csv.quantity', defaultMessage: 'Quantity' },
  csvNotes: { id: 'inventory.csv.notes', defaultMessage: 'Notes' },
  csvFiles: { id: 'inventory.csv.files', defaultMessage: 'Files' },

  reportTitle: { id: 'inventory.report.title', defaultMessage: 'Home inventory report' },
  reportPrint: { id: 'inventory.report.print', defaultMessage: 'Print or save as PDF' },
  reportBack: { id: 'inventory.report.back', defaultMessage: 'Back to the inventory' },
  reportItem: { id: 'inventory.report.item', defaultMessage: 'Item' },
  reportQuantity: { id: 'inventory.report.quantity', defaultMessage: 'Quantity' },
  reportPrice: { id: 'inventory.report.price', defaultMessage: 'Price' },
  reportTotal: { id: 'inventory.report.total', defaultMessage: 'Total value' },
  reportNotes: { id: 'inventory.report.notes', defaultMessage: 'Notes' },
  reportEmpty: { id: 'inventory.report.empty', defaultMessage: 'There is nothing in your inventory yet.' },
  reportNoItems: { id: 'inventory.report.noItems', defaultMessage: 'No items in this room.' },
});

type Count = { count: number };
type Name = { name: string };

export const inventoryValueMessages = defineMessages<{
  csvPrice: { currency: string };
  csvTotal: { currency: string };
  pieces: Count;
  roomCount: Count;
  roomSummary: { pieces: string; value: string };
  itemLine: { quantity: string; price: string };
  itemTotal: { value: string };
  fileCount: Count;
  deleteRoomTitle: Name;
  deleteRoomText: Count;
  deleteItemTitle: Name;
  moved: { room: string };
  removeFile: Name;
  openFile: Name;
  uploading: Name;
  syncWaiting: Count;
  rejectedItem: { what: string; message: string };
  rejectedSaveRoom: Name;
  rejectedDeleteRoom: Name;
  rejectedSaveItem: Name;
  rejectedDeleteItem: Name;
  exportProgress: { done: number; total: number };
  exportDone: { file: string };
  fileName: { brokerage: string; date: string };
  reportFor: { date: string; brokerage: string };
  reportRoomTotal: { room: string; value: string };
  reportGrandTotal: { value: string };
  photoOf: Name;
  exportIntro: { brokerLabel: Runtime['brokerLabel'] };
}>({
  // The column says the brokerage's currency (docs/product-rules.md#money).
  csvPrice: { id: 'inventory.csv.price', defaultMessage: 'Price ({currency})' },
  csvTotal: { id: 'inventory.csv.total', defaultMessage: 'Total value ({currency})' },
  pieces: { id: 'inventory.pieces', defaultMessage: '{count, plural, =0 {no items} one {# item} other {# items}}' },
  roomCount: { id: 'inventory.roomCount', defaultMessage: '{count, plural, =0 {no rooms} one {# room} other {# rooms}}' },
  roomSummary: { id: 'inventory.roomSummary', defaultMessage: '{pieces} · {value}' },
  itemLine: { id: 'inventory.itemLine', defaultMessage: '{quantity} × {price}' },
  itemTotal: { id: 'inventory.itemTotal', defaultMessage: 'Total value: {value}' },
  fileCount: { id: 'inventory.fileCount', defaultMessage: '{count, plural, one {# file} other {# files}}' },
  deleteRoomTitle: { id: 'inventory.deleteRoom.title', defaultMessage: 'Delete “{name}”?' },
  deleteRoomText: { id: 'inventory.deleteRoom.text', defaultMessage: '{count, plural, =0 {The room is empty.} one {Its # item will be deleted with it.} other {Its # items will be deleted with it.}} This cannot be undone.' },
  deleteItemTitle: { id: 'inventory.deleteItem.title', defaultMessage: 'Delete “{name}”?' },
  moved: { id: 'inventory.moved', defaultMessage: 'Moved to {room}.' },
  removeFile: { id: 'inventory.files.remove', defaultMessage: 'Remove {name}' },
  openFile: { id: 'inventory.files.open', defaultMessage: 'Open {name} (opens in a new tab)' },
  uploading: { id: 'inventory.files.uploading', defaultMessage: 'Uploading {name}' },
  syncWaiting: { id: 'inventory.sync.waiting', defaultMessage: '{count, plural, one {# change is} other {# changes are}} not yet saved.' },
  rejectedItem: { id: 'inventory.rejected.item', defaultMessage: '{what}: {message}' },
  rejectedSaveRoom: { id: 'inventory.rejected.saveRoom', defaultMessage: 'Room “{name}”' },
  rejectedDeleteRoom: { id: 'inventory.rejected.deleteRoom', defaultMessage: 'Deleting the room “{name}”' },
  rejectedSaveItem: { id: 'inventory.rejected.saveItem', defaultMessage: 'Item “{name}”' },
  rejectedDeleteItem: { id: 'inventory.rejected.deleteItem', defaultMessage: 'Deleting the item “{name}”' },
  exportIntro: { id: 'inventory.export.intro', defaultMessage: 'Keep a copy outside the app, or send it to your {brokerLabel, select, myAgent {agent} other {broker}}: a spreadsheet (CSV) of every item, or a printable report with photos and totals per room that you can save as PDF.' },
  exportProgress: { id: 'inventory.export.progress', defaultMessage: 'Preparing the export: room {done} of {total}' },
  exportDone: { id: 'inventory.export.done', defaultMessage: '{file} is downloaded.' },
  fileName: { id: 'inventory.export.fileName', defaultMessage: '{brokerage}-home-inventory-{date}' },
  reportFor: { id: 'inventory.report.for', defaultMessage: 'Prepared on {date} for {brokerage}' },
  reportRoomTotal: { id: 'inventory.report.roomTotal', defaultMessage: 'Total for {room}: {value}' },
  reportGrandTotal: { id: 'inventory.report.grandTotal', defaultMessage: 'Total of the home: {value}' },
  photoOf: { id: 'inventory.photoOf', defaultMessage: 'Photo of {name}' },
});
