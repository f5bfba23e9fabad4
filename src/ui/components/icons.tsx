// Inline SVG icons: emoji and symbol glyphs render as empty boxes on phones without the font.
const common = {
  width: 26,
  height: 26,
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  fill: 'none',
  stroke: 'currentColor',
  'stroke-width': 2,
} as const;

export function DieIcon() {
  return (
    <svg {...common}>
      <rect x="3" y="3" width="18" height="18" rx="4" />
      <circle cx="8" cy="8" r="1.4" fill="currentColor" stroke="none" />
      <circle cx="16" cy="8" r="1.4" fill="currentColor" stroke="none" />
      <circle cx="12" cy="12" r="1.4" fill="currentColor" stroke="none" />
      <circle cx="8" cy="16" r="1.4" fill="currentColor" stroke="none" />
      <circle cx="16" cy="16" r="1.4" fill="currentColor" stroke="none" />
    </svg>
  );
}

/** Settings: a cog with eight teeth (issue 9: the old rays-around-a-circle read as a sun). */
export function GearIcon() {
  return (
    <svg {...common} stroke-linejoin="round">
      <path d="M10.7 2.1L13.3 2.1L13.7 4.8L15.9 5.7L18.1 4.1L19.9 5.9L18.3 8.1L19.2 10.3L21.9 10.7L21.9 13.3L19.2 13.7L18.3 15.9L19.9 18.1L18.1 19.9L15.9 18.3L13.7 19.2L13.3 21.9L10.7 21.9L10.3 19.2L8.1 18.3L5.9 19.9L4.1 18.1L5.7 15.9L4.8 13.7L2.1 13.3L2.1 10.7L4.8 10.3L5.7 8.1L4.1 5.9L5.9 4.1L8.1 5.7L10.3 4.8Z" />
      <circle cx="12" cy="12" r="3.2" />
    </svg>
  );
}

export function BackIcon() {
  return (
    <svg {...common}>
      <path d="M15 5l-7 7 7 7" />
    </svg>
  );
}

export function BookIcon() {
  return (
    <svg {...common}>
      <path d="M4 4.5A1.5 1.5 0 0 1 5.5 3H20v15H5.5A1.5 1.5 0 0 0 4 19.5z" />
      <path d="M4 19.5A1.5 1.5 0 0 0 5.5 21H20v-3" />
      <path d="M8 7h8M8 10.5h6" />
    </svg>
  );
}
