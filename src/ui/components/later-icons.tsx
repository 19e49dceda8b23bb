import { Shape, type IconProps, type Part } from './icons';

/**
 * The icons only screens after the first one show (a game's page, the play bar, the login form,
 * the help pages): their shapes stay out of /home's first load. Drawn as Icon draws its own.
 */
const LATER_SHAPES = {
  check: [{ d: 'M5 12.5 10 17.5 19 7' }],
  mail: [{ rect: [3, 5, 18, 14, 2] }, { d: 'm3 7 9 6 9-6' }],
  eye: [{ d: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z' }, { circle: [12, 12, 3] }],
  play: [{ d: 'M7 4.5v15l12.5-7.5Z', filled: true }],
  thumb: [{ d: 'M7 10v11H3V10Zm0 0 4.5-7a2.3 2.3 0 0 1 3.8 2.4L14 10h5.6a2 2 0 0 1 2 2.4l-1.5 7A2 2 0 0 1 18.1 21H7' }],
  share: [{ circle: [18, 5, 3] }, { circle: [6, 12, 3] }, { circle: [18, 19, 3] }, { d: 'm8.6 13.5 6.8 4M15.4 6.5l-6.8 4' }],
  fullscreen: [{ d: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5' }],
  eyeCrossed: [{ d: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z' }, { circle: [12, 12, 3] }, { d: 'm4 4 16 16' }],
} satisfies Record<string, readonly Part[]>;

export type LaterIconName = keyof typeof LATER_SHAPES;

export function LaterIcon({ name, ...look }: Omit<IconProps, 'name'> & { name: LaterIconName }) {
  return <Shape parts={LATER_SHAPES[name]} {...look} />;
}
