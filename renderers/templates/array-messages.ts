import { defineMessages } from 'react-intl';

export const arrayMessages = defineMessages({
  empty: { id: 'renderer.array.empty', defaultMessage: 'None yet.' },
  remove: { id: 'renderer.array.remove', defaultMessage: 'Remove' },
});

export const arrayValueMessages = defineMessages<{ add: { item: string }; moveUp: { item: string }; moveDown: { item: string }; removeItem: { item: string } }>({
  add: { id: 'renderer.array.add', defaultMessage: 'Add {item}' },
  moveUp: { id: 'renderer.array.moveUp', defaultMessage: 'Move {item} up' },
  moveDown: { id: 'renderer.array.moveDown', defaultMessage: 'Move {item} down' },
  removeItem: { id: 'renderer.array.removeItem', defaultMessage: 'Remove {item}' },
});
