// The banner's chunks, fetched as soon as the settings say there is a banner: a banner is often the
// largest thing on the first screen (its largest contentful paint), and fetched only when the shell
// first renders it, it came a few round trips later than the rest of the screen.
export function preloadBanner(): void {
  const ignore = () => undefined; // a chunk that fails now is loaded again when the banner renders
  import('./banner-gate.tsx').catch(ignore);
  import('./notification-banner.tsx').catch(ignore);
}
