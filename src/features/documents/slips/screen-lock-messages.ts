// Texts of the screen-lock guidance: how to show a slip on Android (app
// pinning) and iPhone (Guided Access) without unlocking the whole phone.
import { defineMessages } from 'react-intl';

export const screenLockMessages = defineMessages({
  toggle: { id: 'screenLock.toggle', defaultMessage: 'Show it without unlocking your phone' },
  title: { id: 'screenLock.title', defaultMessage: 'Show the slip without unlocking your phone' },
  intro: {
    id: 'screenLock.intro',
    defaultMessage: 'Before you hand your phone to a police officer, lock it to this slip: nothing else on the phone can be opened until you unlock it.',
  },
  androidTitle: { id: 'screenLock.android.title', defaultMessage: 'Android: app pinning' },
  android1: {
    id: 'screenLock.android.step1',
    defaultMessage: 'Once: open Settings, then Security (on some phones Security and privacy, then More security settings), and turn on App pinning (also called Screen pinning). Turn on asking for your PIN before unpinning.',
  },
  android2: { id: 'screenLock.android.step2', defaultMessage: 'Open this slip, then open Overview: swipe up from the bottom of the screen and hold, or tap the square button.' },
  android3: { id: 'screenLock.android.step3', defaultMessage: 'Tap the icon at the top of this app’s preview, then tap Pin.' },
  android4: { id: 'screenLock.android.step4', defaultMessage: 'To unpin: swipe up and hold (or touch and hold Back and Overview), then enter your PIN.' },
  iosTitle: { id: 'screenLock.ios.title', defaultMessage: 'iPhone: Guided Access' },
  ios1: {
    id: 'screenLock.ios.step1',
    defaultMessage: 'Once: open Settings, then Accessibility, then Guided Access, and turn it on. In Passcode Settings, set a Guided Access passcode.',
  },
  ios2: { id: 'screenLock.ios.step2', defaultMessage: 'Open this slip, then triple-click the side button (or the Home button on an iPhone that has one).' },
  ios3: { id: 'screenLock.ios.step3', defaultMessage: 'Tap Start: only this slip can be used until Guided Access ends.' },
  ios4: { id: 'screenLock.ios.step4', defaultMessage: 'To end: triple-click the side or Home button, enter your passcode and tap End.' },
});
