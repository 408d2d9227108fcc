/** Small inline icons; decorative, so hidden from assistive technology (the control carries the name). */
const paths = {
  bars: "M3 6h18M3 12h18M3 18h18",
  close: "M6 6l12 12M18 6L6 18",
  previous: "M15 5l-7 7 7 7",
  next: "M9 5l7 7-7 7",
  play: "M7 4.5v15L19.5 12z",
  pause: "M8 5v14M16 5v14",
  link: "M10 14a4 4 0 005.7 0l3-3a4 4 0 00-5.7-5.7l-1 1M14 10a4 4 0 00-5.7 0l-3 3a4 4 0 005.7 5.7l1-1",
  up: "M12 19V5M5 12l7-7 7 7",
  phone: "M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2",
  mail: "M3 6h18v12H3zM3 6l9 7 9-7",
  pin: "M12 21s-7-6.5-7-12a7 7 0 0114 0c0 5.5-7 12-7 12zM12 11.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5",
  clock: "M12 21a9 9 0 100-18 9 9 0 000 18zM12 7v5l3 3",
  question: "M4 5h16v11H9l-5 4zM10 9a2 2 0 114 0c0 1.5-2 1.5-2 3M12 14.5h.01",
  calendar: "M4 6h16v14H4zM4 10h16M8 3v5M16 3v5",
  facebook: "M14 8h3V4h-3a4 4 0 00-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8z",
  instagram: "M4 4h16v16H4zM12 16a4 4 0 100-8 4 4 0 000 8M17 7h.01",
  linkedin: "M4 9h4v11H4zM6 4a2 2 0 110 4 2 2 0 010-4M10 9h4v2a4 4 0 017 3v6h-4v-6a2 2 0 00-4 0v6h-3z",
  search: "M11 18a7 7 0 100-14 7 7 0 000 14zM21 21l-5-5",
  globe: "M12 21a9 9 0 100-18 9 9 0 000 18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18",
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg className="icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[name]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
