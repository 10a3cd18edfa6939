// WCAG 2.x relative luminance and contrast ratio for #rgb / #rrggbb(aa) colours.

function channels(hex: string): [number, number, number] | undefined {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? h.split('').map((c) => c + c).join('') : h.slice(0, 6);
  if (!/^[0-9a-fA-F]{6}$/.test(full)) return undefined;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255) as [number, number, number];
}

function luminance(hex: string): number | undefined {
  const rgb = channels(hex);
  if (!rgb) return undefined;
  const [r, g, b] = rgb.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  if (la === undefined || lb === undefined) return 1;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

/** The wanted text colour if it reads on `background` at AA, otherwise black or white, whichever reads better. */
export function readableOn(background: string, wanted: string | undefined): string {
  if (wanted && contrastRatio(background, wanted) >= MIN_TEXT_CONTRAST) return wanted;
  return contrastRatio(background, '#000000') >= contrastRatio(background, '#ffffff') ? '#000000' : '#ffffff';
}

function toHex(channelsRgb: number[]): string {
  return `#${channelsRgb.map((c) => Math.round(Math.max(0, Math.min(1, c)) * 255).toString(16).padStart(2, '0')).join('')}`;
}

/** The colour itself if it reads on `background` at AA, else the same hue darkened until it does. */
export function darkenUntilReadable(color: string, background = '#ffffff'): string {
  const rgb = channels(color);
  if (!rgb) return '#000000';
  for (let factor = 1; factor >= 0; factor -= 0.05) {
    const candidate = toHex(rgb.map((c) => c * factor));
    if (contrastRatio(candidate, background) >= MIN_TEXT_CONTRAST) return candidate;
  }
  return '#000000';
}
