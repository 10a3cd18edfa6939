import { defineMessages } from 'react-intl';

export const iconsMessages = defineMessages({
  title: { id: 'icons.title', defaultMessage: 'Icon gallery' },
  intro: {
    id: 'icons.intro',
    defaultMessage: 'Every icon of the app with its name. Use a name as a menu entry’s leftIcon (or rightIcon) in the brokerage’s settings.',
  },
  search: { id: 'icons.search', defaultMessage: 'Search icons' },
  builtIn: { id: 'icons.builtIn', defaultMessage: 'Built-in icons' },
  special: { id: 'icons.special', defaultMessage: 'Special names' },
  specialIntro: { id: 'icons.specialIntro', defaultMessage: 'These names are not drawings of their own: the menu turns them into another icon.' },
  brand: { id: 'icons.brand', defaultMessage: 'Brand icons' },
  brandIntro: { id: 'icons.brandIntro', defaultMessage: 'The brokerage’s own images (settings brand.icons): the browser tab’s icon and the home screen icon.' },
  brandNone: { id: 'icons.brandNone', defaultMessage: 'This brokerage sets no brand icons: the browser shows the app’s own.' },
  noMatch: { id: 'icons.noMatch', defaultMessage: 'No icon matches this search.' },
  copy: { id: 'icons.copy', defaultMessage: 'Copy name' },
  copyFailed: { id: 'icons.copyFailed', defaultMessage: 'The name could not be copied: select it and copy it yourself.' },
  autoMeaning: { id: 'icons.autoMeaning', defaultMessage: 'Shows the Vehicle icon.' },
  checkedMeaning: { id: 'icons.checkedMeaning', defaultMessage: 'Shows a ticked checkbox.' },
  checkedNoMeaning: { id: 'icons.checkedNoMeaning', defaultMessage: 'Shows an empty checkbox.' },
});

export const iconsValueMessages = defineMessages<{ count: { count: number }; copied: { name: string }; brandName: { name: string } }>({
  count: { id: 'icons.count', defaultMessage: '{count, plural, one {# icon} other {# icons}}' },
  copied: { id: 'icons.copied', defaultMessage: '“{name}” copied.' },
  brandName: { id: 'icons.brandName', defaultMessage: 'Brand icon {name}' },
});
