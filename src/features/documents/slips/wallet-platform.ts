// Which wallet buttons a device can use, from its user agent and touch points (an iPad asks as a
// Mac but has touch), as Apple's and Google's rules for their badges say: Add to Apple Wallet on an
// iPhone, iPad or iPod and in Safari on a Mac (Wallet syncs the pass to the iPhone); Save to
// Google Wallet on Android and in Chrome on a computer (the pass goes to the Google account, so to
// the Android phone). A computer also gets the code that opens the slip on a phone
// (docs/product-rules.md#wallet-passes).
export interface WalletPlatform {
  apple: boolean;
  google: boolean;
  /** A phone or tablet: the wallet is here, no need to send the slip to another device. */
  handheld: boolean;
}

export function walletPlatform(userAgent: string, maxTouchPoints = 0): WalletPlatform {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  if (ios) return { apple: true, google: false, handheld: true };
  if (/Android/.test(userAgent)) return { apple: false, google: true, handheld: true };
  const chromeFamily = /Chrome\/|Chromium\/|Edg\//.test(userAgent);
  const macSafari = /Macintosh/.test(userAgent) && /Version\/[\d.]+.*Safari\//.test(userAgent) && !chromeFamily && !/Firefox\//.test(userAgent);
  return { apple: macSafari, google: chromeFamily && !/Firefox\//.test(userAgent), handheld: false };
}
