// A QR code drawn as SVG elements (no markup string, so nothing meets Trusted Types): uqr gives the
// modules, one path draws the dark ones, with the quiet zone around them that scanners need.
import { encode } from 'uqr';

export function SlipQrCode({ text, label }: { text: string; label: string }) {
  const { data, size } = encode(text, { ecc: 'M', border: 4 });
  let path = '';
  data.forEach((row, y) => row.forEach((dark, x) => (path += dark ? `M${x} ${y}h1v1h-1z` : '')));
  return (
    <svg className="slip-qr" viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
