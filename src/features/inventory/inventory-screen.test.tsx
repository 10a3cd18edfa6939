// The inventory screen in the app harness (fixture backend): rooms with counts and values shown as
// numbers, totals, the empty state starting the first room, the item form's rules, a change the
// server cannot take now kept as "not yet saved" (and sent once it can), the room's delete confirm
// saying how many items go, and the French texts and money.
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setFailures } from '../../../fixtures/backend/fail-switch.ts';
import { fixtureServer } from '../../../fixtures/backend/node.ts';
import { EMPTY_HOME_ACCOUNT } from '../../../fixtures/backend/inventory-handlers.ts';
import { renderInApp, setupFixtureBackend, type RenderInAppOptions } from '../../../tests/render-in-app.tsx';
import { memoryStore } from '../../../renderers/upload-queue.ts';
import { inventoryUploadQueue } from './inventory-files.ts';
import { inventoryState } from './inventory-state.ts';
import { replayInventory } from './inventory-store.ts';
import InventoryScreen from './inventory-screen.tsx';
import { warmForms } from '../../../tests/warm-forms.ts';

setupFixtureBackend();
// The one queue, with its bytes in memory (jsdom has no IndexedDB).
inventoryUploadQueue(memoryStore());
beforeAll(() => warmForms('inventory-group', 'inventory-item'));

function renderScreen(options: Pick<RenderInAppOptions, 'language' | 'path' | 'signedIn'> = {}) {
  return renderInApp(<InventoryScreen />, { path: '/inventory', signedIn: true, settings: { features: { inventory: true } }, ...options });
}

const rooms = (name = 'Rooms of your home') => screen.findByRole('list', { name });
const rowOf = (list: HTMLElement, text: string) => within(list).getAllByRole('listitem').find((row) => row.textContent?.includes(text)) as HTMLElement;

describe('InventoryScreen', () => {
  it('lists the rooms with their item counts and values as numbers, and the totals of the home', async () => {
    await renderScreen();
    const list = await rooms();
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(rowOf(list, 'Living room').textContent).toContain('4 items · $5,327.99');
    // The API's "0" count and value of an empty room.
    expect(rowOf(list, 'Basement').textContent).toContain('no items · $0.00');
    const totals = screen.getByRole('region', { name: 'Your home in total' });
    expect(totals.textContent).toBe('Your home in totalRooms5Items15Total value$26,384.98');
    expect(screen.queryByText('Not yet saved')).toBeNull();
  });

  it('explains why an inventory matters when empty, and starts the first room', async () => {
    const app = await renderScreen({ signedIn: EMPTY_HOME_ACCOUNT });
    await screen.findByRole('heading', { name: 'Start your home inventory' });
    expect(screen.getByText(/After a fire, a flood or a theft/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add your first room' }));
    const name = await screen.findByLabelText(/Room name/, undefined, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Save the room' }));
    expect((await screen.findAllByText('Room name is required')).length).toBeGreaterThan(0);
    await userEvent.type(name, 'Den');
    await userEvent.click(screen.getByRole('button', { name: 'Save the room' }));
    await waitFor(() => expect(app.location.history.at(-1)).toMatch(/^\/inventory\?room=local-grp-/));
    await waitFor(() => expect(inventoryState.outbox).toHaveLength(0));
    expect(Object.values(inventoryState.aliases)[0]).toMatch(/^grp-/);
  });

  it('checks the item form with the docs/product-rules.md#form-rules rules', async () => {
    await renderScreen({ path: '/inventory?room=grp-basement&item=new' });
    await screen.findByLabelText(/Item name/, undefined, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Item name is required')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Quantity is required').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Price is required').length).toBeGreaterThan(0);
    await userEvent.type(screen.getByLabelText(/Item name/), 'x'.repeat(81));
    await userEvent.type(screen.getByLabelText(/Quantity/), '0');
    await waitFor(() => expect(screen.getAllByText('Item name must be at most 80 characters').length).toBeGreaterThan(0));
    expect(screen.getAllByText('Quantity is not valid').length).toBeGreaterThan(0);
    expect(inventoryState.outbox).toHaveLength(0);
  });

  it('keeps an edit the server cannot take now as "not yet saved", and sends it once it can', async () => {
    await renderScreen({ path: '/inventory?room=grp-kitchen&item=itm-blender' });
    const name = (await screen.findByLabelText(/Item name/, undefined, { timeout: 5000 })) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('Vitamix blender'));
    setFailures(['/inventory/save:network']);
    await userEvent.clear(name);
    await userEvent.type(name, 'Vitamix 5200');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('1 change is not yet saved.');
    expect(within(screen.getByRole('heading', { level: 1 })).getByText('Not yet saved')).toBeTruthy();
    // The item screen says what happened: never "Saved." while the change waits on the device.
    const notice = () => screen.getAllByRole('status').find((element) => element.classList.contains('inventory-notice'))?.textContent;
    expect(notice()).toBe('Kept on this device, not yet sent. It will be sent as soon as the connection allows.');
    await waitFor(() => expect(inventoryState.outbox[0]?.attempts).toBe(1));
    expect(inventoryState.outbox[0]?.op).toMatchObject({ kind: 'saveItem', item: { id: 'itm-blender', name: 'Vitamix 5200' } });
    setFailures([]);
    await userEvent.click(screen.getByRole('button', { name: 'Send now' }));
    await replayInventory();
    await waitFor(() => expect(screen.queryByText('Not yet saved')).toBeNull());
    expect(inventoryState.outbox).toHaveLength(0);
    expect(notice()).toBe('Saved.');
  });

  it('says a new item the server cannot take now is kept on this device, not "Saved."', async () => {
    await renderScreen({ path: '/inventory?room=grp-kitchen&item=new' });
    await screen.findByLabelText(/Item name/, undefined, { timeout: 5000 });
    setFailures(['/inventory/save:network']);
    await userEvent.type(screen.getByLabelText(/Item name/), 'Toaster');
    await userEvent.type(screen.getByLabelText(/Quantity/), '1');
    await userEvent.type(screen.getByLabelText(/Price/), '40');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Kept on this device, not yet sent. It will be sent as soon as the connection allows.');
    await waitFor(() => expect(inventoryState.outbox[0]?.attempts).toBe(1));
    expect(screen.queryByText('Saved.')).toBeNull();
    setFailures([]);
    inventoryState.outbox.splice(0);
  });

  it('lists a change the server refused without a message with the reason in French, not the client’s English fallback', async () => {
    await renderScreen({ path: '/inventory?room=grp-kitchen&item=itm-blender', language: 'fr' });
    const name = (await screen.findByLabelText(/Nom de l’article/, undefined, { timeout: 5000 })) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('Vitamix blender'));
    fixtureServer.use(http.post('*/api/inventory/save', () => HttpResponse.json({ data: { code: 422 } }, { status: 422 })));
    await userEvent.clear(name);
    await userEvent.type(name, 'Vitamix 5200');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await replayInventory();
    const refused = await screen.findByRole('region', { name: 'Changements refusés par le serveur' }, { timeout: 5000 });
    expect(refused.textContent).toContain('Une erreur s’est produite, veuillez réessayer.');
    expect(refused.textContent).not.toContain('Something went wrong');
    inventoryState.rejected.splice(0);
  });

  it('never says "Saved." for a change the server refused: it says so by the button, announced', async () => {
    await renderScreen({ path: '/inventory?room=grp-kitchen&item=itm-blender' });
    const name = (await screen.findByLabelText(/Item name/, undefined, { timeout: 5000 })) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('Vitamix blender'));
    setFailures(['/inventory/save:400']);
    await userEvent.clear(name);
    await userEvent.type(name, 'Vitamix 5200');
    const save = screen.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await replayInventory();
    const refused = (await screen.findByText('This change was not saved. Fixture failure for /api/inventory/save', undefined, { timeout: 5000 })).closest('[role="alert"]') as HTMLElement;
    expect(refused).toBeTruthy();
    // Under the form's Save button, not only in the list at the top of the page.
    expect(save.compareDocumentPosition(refused) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText('Saved.')).toBeNull();
    // The next change the server takes is saved, and the refusal of the earlier one is no longer this one's.
    setFailures([]);
    await userEvent.type(name, ' Pro');
    await userEvent.click(save);
    await replayInventory();
    await screen.findByText('Saved.');
    expect(screen.queryByText(/This change was not saved/)).toBeNull();
    inventoryState.rejected.splice(0);
  });

  it('asks before deleting a room, saying how many items go with it', async () => {
    const app = await renderScreen({ path: '/inventory?room=grp-kitchen' });
    await screen.findByRole('list', { name: 'Items in this room' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete the room' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete “Kitchen”?' });
    expect(dialog.textContent).toContain('Its 5 items will be deleted with it. This cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Delete the room' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(app.location.history.at(-1)).toBe('/inventory'));
    await waitFor(() => expect(inventoryState.outbox).toHaveLength(0));
  });

  it('reads in French: counts, money and the empty room', async () => {
    await renderScreen({ language: 'fr' });
    const list = await rooms('Pièces de votre domicile');
    expect(rowOf(list, 'Kitchen').textContent).toMatch(/5 articles · 4\s708,99\s\$/);
    expect(rowOf(list, 'Basement').textContent).toMatch(/aucun article · 0,00\s\$/);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Inventaire domiciliaire');
    expect(screen.getByRole('button', { name: 'Télécharger le tableur (CSV)' })).toBeTruthy();
  });
});
