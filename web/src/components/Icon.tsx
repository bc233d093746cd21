/**
 * Icons drawn inline as SVG, so they show without an emoji or symbol font (issue 28: ⏮ and ⏭ were empty
 * boxes). They are decoration: the button that holds one carries the words (aria-label, title).
 */
export type IconName = 'first' | 'previousTrick' | 'previous' | 'next' | 'nextTrick' | 'last' | 'menu';

const PATHS: Record<IconName, string> = {
  // A bar and a triangle: to the very start / end.
  first: 'M5 5h2.5v14H5z M19 5v14L9 12z',
  last: 'M16.5 5H19v14h-2.5z M5 5v14l10-7z',
  // Two triangles: a trick (a bigger step) back / on.
  previousTrick: 'M12 5v14L3 12z M21 5v14l-9-7z',
  nextTrick: 'M3 5v14l9-7z M12 5v14l9-7z',
  // One triangle: a move back / on.
  previous: 'M16 5v14L6 12z',
  next: 'M8 5v14l10-7z',
  menu: 'M4 6h16v2.2H4z M4 10.9h16v2.2H4z M4 15.8h16V18H4z',
};

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      <path d={PATHS[name]} fill="currentColor" />
    </svg>
  );
}
