// Built-in icons as SVG path data (24×24, stroked with currentColor so brand colours apply).

const PATHS: Record<string, string> = {
  Quote: 'M4 4h16v16H4z M8 9h8 M8 13h5 M15 16l2 2 3-4',
  Documents: 'M7 3h7l5 5v13H7z M14 3v5h5 M10 13h6 M10 17h6',
  Claim: 'M12 3l9 16H3z M12 10v4 M12 17v.5',
  Payments: 'M3 6h18v12H3z M3 10h18 M7 15h4',
  Inventory: 'M3 11l9-7 9 7 M5 10v10h14V10 M10 20v-6h4v6',
  Services: 'M5 17h14 M6 17l1.5-5h9L18 17 M7 17v2 M17 17v2 M8 9l2-4h4l2 4',
  Vehicle: 'M3 15l2-6h14l2 6v3H3z M7 18v2 M17 18v2 M6.5 14.5h.01 M17.5 14.5h.01',
  Chat: 'M4 5h16v11H9l-5 4z',
  Contact: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z M4 21a8 8 0 0 1 16 0',
  Custom: 'M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.3 6.8 19.1l1-5.8-4.3-4.1 5.9-.9z',
  Home: 'M3 11l9-7 9 7 M5 10v10h14V10',
  ChevronRight: 'M9 5l7 7-7 7',
  Bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4z M10 20h4',
  Close: 'M6 6l12 12 M18 6L6 18',
  Login: 'M10 17l5-5-5-5 M15 12H3 M14 4h6v16h-6',
  Globe: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z M3 12h18 M12 3c3 3 3 15 0 18 M12 3c-3 3-3 15 0 18',
  Back: 'M15 5l-7 7 7 7',
  CheckboxOn: 'M4 4h16v16H4z M8 12l3 3 5-6',
  CheckboxOff: 'M4 4h16v16H4z',
  External: 'M14 4h6v6 M20 4l-9 9 M18 14v6H4V6h6',
};

/** Every built-in icon's name, in declaration order (the icon gallery, /helpers/icons). */
export const ICON_NAMES: readonly string[] = Object.keys(PATHS);

export function Icon({ name, size = 24, className }: { name: string; size?: number; className?: string }) {
  const d = PATHS[name] ?? PATHS.Custom;
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}
