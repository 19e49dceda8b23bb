/**
 * Inline SVG icons (no icon font, no download), drawn from one table of shapes on a 24 × 24 grid in
 * the current text colour. Every icon is decorative: the link or button around it carries the
 * accessible name, so the SVG is aria-hidden. The shapes here are those the first screens show;
 * those only later screens show are in later-icons.tsx, out of /home's first load.
 */

/** A stroke of a shape: path data (dashed or filled if it says so), a circle or a rounded rectangle. */
export type Part =
  | { d: string; dashed?: boolean; filled?: boolean }
  | { circle: readonly [cx: number, cy: number, r: number] }
  | { rect: readonly [x: number, y: number, width: number, height: number, rx: number] };

const SHAPES = {
  home: [{ d: 'M3 10.5 12 3l9 7.5' }, { d: 'M5 9.5V21h5v-6h4v6h5V9.5' }],
  genres: [
    { rect: [3, 3, 7, 7, 1.5] },
    { rect: [14, 3, 7, 7, 1.5] },
    { rect: [3, 14, 7, 7, 1.5] },
    { rect: [14, 14, 7, 7, 1.5] },
  ],
  search: [{ circle: [11, 11, 7] }, { d: 'm20 20-3.5-3.5' }],
  trophy: [{ d: 'M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0Z' }, { d: 'M17 5h3v2a3 3 0 0 1-3 3M7 5H4v2a3 3 0 0 0 3 3' }],
  ticket: [{ d: 'M3 8a2 2 0 0 0 0 4v0a2 2 0 0 1 0 4v2h18v-2a2 2 0 0 1 0-4 2 2 0 0 0 0-4V6H3Z' }, { d: 'M14 6v12', dashed: true }],
  user: [{ circle: [12, 8, 4] }, { d: 'M4 21a8 8 0 0 1 16 0' }],
  logIn: [{ d: 'M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4' }, { d: 'm10 17 5-5-5-5M15 12H3' }],
  logOut: [{ d: 'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4' }, { d: 'm16 17 5-5-5-5M21 12H9' }],
  menu: [{ d: 'M4 6h16M4 12h16M4 18h16' }],
  close: [{ d: 'M6 6l12 12M18 6 6 18' }],
  compass: [{ circle: [12, 12, 9] }, { d: 'm15.5 8.5-2 5-5 2 2-5Z' }],
  heart: [{ d: 'M12 20s-7-4.4-9-9a4.8 4.8 0 0 1 9-3 4.8 4.8 0 0 1 9 3c-2 4.6-9 9-9 9Z' }],
  crown: [{ d: 'm3 7 4.5 4L12 5l4.5 6L21 7l-2 12H5Z' }],
  checkCircle: [{ circle: [12, 12, 9] }, { d: 'm8 12.5 2.7 2.7L16 9.8' }],
  errorCircle: [{ circle: [12, 12, 9] }, { d: 'm9 9 6 6M15 9l-6 6' }],
  warning: [{ d: 'M10.3 4.2 2.6 18a2 2 0 0 0 1.7 3h15.4a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0Z' }, { d: 'M12 9v4M12 17h.01' }],
  info: [{ circle: [12, 12, 9] }, { d: 'M12 11v5M12 8h.01' }],
  chevronLeft: [{ d: 'm15 6-6 6 6 6' }],
  chevronRight: [{ d: 'm9 6 6 6-6 6' }],
  gamepad: [{ rect: [2, 7, 20, 11, 5.5] }, { d: 'M7 10.5v4M5 12.5h4M15.5 12h.01M18 14h.01' }],
  bolt: [{ d: 'M13 2 4 14h7l-1 8 9-12h-7Z' }],
  phone: [{ rect: [6, 2, 12, 20, 2.5] }, { d: 'M11 18h2' }],
  lock: [{ rect: [5, 11, 14, 10, 2] }, { d: 'M8 11V7a4 4 0 0 1 8 0v4' }],
  playTriangle: [{ d: 'M8 5v14l11-7Z', filled: true }],
} satisfies Record<string, readonly Part[]>;

export type IconName = keyof typeof SHAPES;

export interface IconProps {
  name: IconName;
  size?: number;
  strokeWidth?: number;
  /** Filled in the text colour: a like or a favourite the player has given. */
  filled?: boolean;
  className?: string;
}

function Stroke({ part }: { part: Part }) {
  if ('circle' in part) {
    const [cx, cy, r] = part.circle;
    return <circle cx={cx} cy={cy} r={r} />;
  }
  if ('rect' in part) {
    const [x, y, width, height, rx] = part.rect;
    return <rect x={x} y={y} width={width} height={height} rx={rx} />;
  }
  return <path d={part.d} strokeDasharray={part.dashed ? '2 2' : undefined} fill={part.filled ? 'currentColor' : undefined} />;
}

export function Icon({ name, ...look }: IconProps) {
  return <Shape parts={SHAPES[name]} {...look} />;
}

/** An icon drawn from its parts (a table of shapes elsewhere: later-icons.tsx). */
export function Shape({
  parts,
  size = 24,
  strokeWidth = 2,
  filled = false,
  className,
}: Omit<IconProps, 'name'> & { parts: readonly Part[] }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {parts.map((part, index) => (
        <Stroke key={index} part={part} />
      ))}
    </svg>
  );
}
