// Texts of the accessibility statement (/accessibility). Its facts (date, scope, findings) come from
// the sweep's record; these are the words around them.
import { defineMessages } from 'react-intl';

export const accessibilityMessages = defineMessages({
  title: { id: 'accessibility.title', defaultMessage: 'Accessibility statement' },
  standardTitle: { id: 'accessibility.standard.title', defaultMessage: 'Standard' },
  standard: { id: 'accessibility.standard', defaultMessage: 'This app aims to conform to the Web Content Accessibility Guidelines (WCAG) 2.2, level AA.' },
  checkTitle: { id: 'accessibility.check.title', defaultMessage: 'Last check' },
  notChecked: { id: 'accessibility.check.none', defaultMessage: 'No automated check has been recorded yet: this statement claims no result.' },
  langEn: { id: 'accessibility.language.en', defaultMessage: 'English' },
  langFr: { id: 'accessibility.language.fr', defaultMessage: 'French' },
  checkResultNone: { id: 'accessibility.check.clean', defaultMessage: 'It found no failure in those screens.' },
  checkCaveat: {
    id: 'accessibility.check.caveat',
    defaultMessage: 'Automated checks find only part of the problems people meet; a screen not listed here was not checked.',
  },
  tableCaption: { id: 'accessibility.table.caption', defaultMessage: 'Screens checked' },
  colScreen: { id: 'accessibility.table.screen', defaultMessage: 'Screen (address)' },
  colLanguages: { id: 'accessibility.table.languages', defaultMessage: 'Languages' },
  colSignedOut: { id: 'accessibility.table.signedOut', defaultMessage: 'Signed out' },
  colSignedIn: { id: 'accessibility.table.signedIn', defaultMessage: 'Signed in' },
  colPage: { id: 'accessibility.table.page', defaultMessage: 'Full page' },
  colWidget: { id: 'accessibility.table.widget', defaultMessage: 'Widget' },
  yes: { id: 'accessibility.table.yes', defaultMessage: 'Checked' },
  no: { id: 'accessibility.table.no', defaultMessage: 'Not checked' },
  unknownAddress: { id: 'accessibility.table.unknownAddress', defaultMessage: 'Any unknown address (Page not found)' },
  limitsTitle: { id: 'accessibility.limits.title', defaultMessage: 'Known limitations' },
  limitContent: {
    id: 'accessibility.limits.content',
    defaultMessage: 'Documents issued by insurers (PDF files) and the brokerage’s own messages and pages are not checked by us and may not be accessible. Workaround: ask the brokerage for the document or the information in another format.',
  },
  limitWallet: {
    id: 'accessibility.limits.wallet',
    defaultMessage: 'Apple Wallet, Google Wallet and map apps opened from this app are not part of it. Workaround: the slip itself can be shown full screen, printed or saved on this device.',
  },
  feedbackTitle: { id: 'accessibility.feedback.title', defaultMessage: 'Feedback and other formats' },
  page: { id: 'accessibility.feedback.page', defaultMessage: 'Feedback page (opens in a new tab)' },
});

export const accessibilityValueMessages = defineMessages<{
  intro: { brand: string };
  checkScope: { date: string; version: string; checks: number; languages: string; viewports: string };
  checkResultSome: { count: number };
  limitFinding: { help: string; rule: string; routes: string };
  feedback: { brand: string };
  feedbackDefault: { brand: string };
  email: { email: string };
  phone: { phone: string };
}>({
  intro: {
    id: 'accessibility.intro',
    defaultMessage: '{brand} wants everyone to be able to use this app, with a keyboard, a screen reader, magnification or on a phone.',
  },
  checkScope: {
    id: 'accessibility.check.scope',
    defaultMessage:
      'On {date}, axe-core {version} checked {checks, plural, one {# page state} other {# page states}} against the WCAG 2.2 A and AA rules: the screens listed below, in {languages}, signed out and signed in, as a full page ({viewports}) and as the widget embedded in a brokerage’s site.',
  },
  checkResultSome: { id: 'accessibility.check.found', defaultMessage: '{count, plural, one {It found # kind of failure, listed under known limitations.} other {It found # kinds of failure, listed under known limitations.}}' },
  limitFinding: { id: 'accessibility.limits.finding', defaultMessage: '{help} (rule {rule}), on {routes}. Workaround: contact the brokerage, who will give you the information or complete the task with you.' },
  feedback: { id: 'accessibility.feedback', defaultMessage: 'Tell {brand} about a barrier you met, or ask for information in another format:' },
  feedbackDefault: { id: 'accessibility.feedback.default', defaultMessage: 'Contact {brand} by the means you usually use to reach them; they will answer your accessibility feedback.' },
  email: { id: 'accessibility.feedback.email', defaultMessage: 'E-mail: {email}' },
  phone: { id: 'accessibility.feedback.phone', defaultMessage: 'Phone: {phone}' },
});
