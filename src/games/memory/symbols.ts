import type { Wording } from '../engine/words';
import PICTURES from './symbols.json';

/**
 * The cards' pictures: drawn SVG symbols (emoji fonts are not on every device, and drawn shapes
 * also differ by form, not only by colour), named in the player's language for screen readers.
 */
export interface CardSymbol {
  name: string;
  color: string;
  svg: string;
}

/**
 * The pictures (symbols.json), in the order a card's symbol number picks them; their English names
 * are told in the player's language.
 */
export const symbols = (t: Wording['t']): readonly CardSymbol[] =>
  PICTURES.map(({ name, color, svg }) => ({ name: t(name), color, svg }));
