import { defineMessages } from 'react-intl';
import { defineFeature, placeholderScreen } from '../define-feature.ts';
import { PATHS } from '../../routes/paths.ts';

const m = defineMessages({
  title: { id: 'route.inventory.title', defaultMessage: 'Home inventory' },
  menuName: { id: 'menu.inventory.name', defaultMessage: 'Home Inventory' },
  menuDescription: { id: 'menu.inventory.description', defaultMessage: 'Rooms and belongings, with photos and receipts' },
});

// Home inventory: the screen comes with its own issue; route and menu entry are live now.
export const feature = defineFeature({
  name: 'inventory',
  key: 'inventory',
  routes: [{ path: PATHS.inventory, feature: 'inventory', access: 'private', title: m.title, screen: placeholderScreen }],
  menu: { icon: 'Inventory', defaultEntry: { order: 5, name: m.menuName, description: m.menuDescription } },
});
