/** Icons of the game page only (decorative: the button around each carries the name). */
interface Props {
  size?: number;
  filled?: boolean;
}

const svg = (size: number) => ({
  width: size,
  height: size,
  viewBox: '0 0 24 24',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
});

export const PlayIcon = ({ size = 22 }: Props) => (
  <svg {...svg(size)} fill="currentColor">
    <path d="M7 4.5v15l12.5-7.5Z" />
  </svg>
);
export const ThumbIcon = ({ size = 22, filled = false }: Props) => (
  <svg {...svg(size)} fill={filled ? 'currentColor' : 'none'}>
    <path d="M7 10v11H3V10Zm0 0 4.5-7a2.3 2.3 0 0 1 3.8 2.4L14 10h5.6a2 2 0 0 1 2 2.4l-1.5 7A2 2 0 0 1 18.1 21H7" />
  </svg>
);
export const HeartIcon = ({ size = 22, filled = false }: Props) => (
  <svg {...svg(size)} fill={filled ? 'currentColor' : 'none'}>
    <path d="M12 20s-7-4.4-9-9a4.8 4.8 0 0 1 9-3 4.8 4.8 0 0 1 9 3c-2 4.6-9 9-9 9Z" />
  </svg>
);
export const ShareIcon = ({ size = 22 }: Props) => (
  <svg {...svg(size)} fill="none">
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
  </svg>
);
