import type { Wording } from '../engine/words';

/**
 * The cards' pictures: drawn SVG symbols (emoji fonts are not on every device, and drawn shapes
 * also differ by form, not only by colour), named in the player's language for screen readers.
 */
export interface CardSymbol {
  name: string;
  color: string;
  svg: string;
}

export const symbols = (t: Wording['t']): readonly CardSymbol[] => [
  { name: t('circle'), color: '#22d3ee', svg: '<circle cx="50" cy="50" r="32"/>' },
  { name: t('square'), color: '#34e39a', svg: '<rect x="20" y="20" width="60" height="60" rx="10"/>' },
  { name: t('triangle'), color: '#ffc93c', svg: '<path d="M50 14 88 82H12z"/>' },
  { name: t('star'), color: '#ff4fa3', svg: '<path d="M50 10 61 38 90 40 67 58 75 87 50 71 25 87 33 58 10 40 39 38z"/>' },
  {
    name: t('heart'),
    color: '#ff5c7a',
    svg: '<path d="M50 86C20 64 8 46 16 30 24 14 44 16 50 31 56 16 76 14 84 30 92 46 80 64 50 86z"/>',
  },
  { name: t('diamond'), color: '#a98bff', svg: '<path d="M50 10 84 50 50 90 16 50z"/>' },
  { name: t('hexagon'), color: '#ff8a3d', svg: '<path d="M50 12 83 31V69L50 88 17 69V31z"/>' },
  { name: t('bolt'), color: '#c4f03c', svg: '<path d="M58 8 22 56H46L40 92 78 40H54z"/>' },
  { name: t('moon'), color: '#f5f5ff', svg: '<path d="M62 12a40 40 0 1 0 26 62A32 32 0 1 1 62 12z"/>' },
  { name: t('plus'), color: '#3ddcff', svg: '<path d="M38 12h24v26h26v24H62v26H38V62H12V38h26z"/>' },
  {
    name: t('ring'),
    color: '#ffd166',
    svg: '<path fill-rule="evenodd" d="M50 12a38 38 0 1 1 0 76 38 38 0 1 1 0-76zm0 18a20 20 0 1 0 0 40 20 20 0 1 0 0-40z"/>',
  },
  { name: t('drop'), color: '#4d8bff', svg: '<path d="M50 8C66 34 80 50 80 64a30 30 0 0 1-60 0c0-14 14-30 30-56z"/>' },
];
