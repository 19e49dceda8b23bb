import { token } from '../token';
import type { Orientation } from '../../domain/game';

/** A bundled game as the portal ships it (public/games/index.json): its slug, its own title and orientation. */
export interface BundledGameTitle {
  slug: string;
  title: string;
  orientation: Orientation;
}

/**
 * The bundled games themselves, known without the network: the day's challenge plays one of them by
 * its slug (/play/<slug>?mode=…&seed=…), whether or not the catalogue has a title for it.
 */
export type BundledGameTitles = readonly BundledGameTitle[];
export const BundledGameTitles = token<BundledGameTitles>('BundledGameTitles');
