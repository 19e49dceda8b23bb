/*
 * Genre glyphs for the generated artwork, drawn in a 100x100 box from basic shapes so each is
 * a few hundred bytes. `{ink}` marks details drawn in the dark tone of the game's palette
 * (wheels, eyes); the rest inherits the white fill of the surrounding group.
 */
const GLYPHS: Readonly<Record<string, string>> = {
  racing:
    '<path d="M24 46 36 30h30l12 16z"/><rect x="8" y="44" width="84" height="24" rx="9"/>' +
    '<circle cx="28" cy="70" r="10" fill="{ink}"/><circle cx="72" cy="70" r="10" fill="{ink}"/>',
  arcade: '<path d="M50 6 62 38h34L68 58l11 34-29-21-29 21 11-34L4 38h34z"/>',
  shooter:
    '<g fill="none" stroke="#fff" stroke-width="7"><circle cx="50" cy="50" r="40"/>' +
    '<circle cx="50" cy="50" r="22"/><path d="M50 0v22M50 78v22M0 50h22M78 50h22"/></g>' +
    '<circle cx="50" cy="50" r="8"/>',
  adventure:
    '<circle cx="74" cy="24" r="12"/><path d="M2 92 36 34l20 32 12-16 30 42z"/>' +
    '<path d="M36 34l8 14-8-4-8 4z" fill="{ink}"/>',
  logic:
    '<rect x="6" y="6" width="40" height="40" rx="7"/><rect x="54" y="6" width="40" height="40" rx="7" opacity=".6"/>' +
    '<rect x="6" y="54" width="40" height="40" rx="7" opacity=".6"/><rect x="54" y="54" width="40" height="40" rx="7"/>',
  fun:
    '<circle cx="50" cy="50" r="44"/><circle cx="35" cy="40" r="6" fill="{ink}"/>' +
    '<circle cx="65" cy="40" r="6" fill="{ink}"/>' +
    '<path d="M28 58q22 26 44 0" fill="none" stroke="{ink}" stroke-width="6" stroke-linecap="round"/>',
  // Sports titles are cricket: a bat, a ball and the stumps.
  sports:
    '<path d="M62 8l14 8-30 52-10-6z"/><rect x="30" y="62" width="8" height="26" rx="3" transform="rotate(30 34 75)"/>' +
    '<circle cx="80" cy="70" r="9" fill="{ink}"/><path d="M14 96V58M24 96V58M34 96V58" stroke="#fff" stroke-width="5"/>',
  puzzle: '<path d="M14 30h22a10 10 0 1 1 20 0h22v22a10 10 0 1 1 0 20v20H14V72a10 10 0 1 0 0-20z"/>',
  kids:
    '<ellipse cx="50" cy="40" rx="30" ry="36"/><path d="M44 74h12l-6 8z"/>' +
    '<path d="M50 82q-10 8 0 16" fill="none" stroke="#fff" stroke-width="3"/>',
  horror:
    '<path d="M18 94V46a32 32 0 0 1 64 0v48l-10-10-11 10-11-10-11 10-11-10z"/>' +
    '<ellipse cx="38" cy="46" rx="6" ry="9" fill="{ink}"/><ellipse cx="62" cy="46" rx="6" ry="9" fill="{ink}"/>',
};

const FALLBACK_GLYPH = '<path d="M50 4 96 50 50 96 4 50z"/>';

/** SVG markup of the glyph for a genre (a diamond for unknown genres). */
export function genreGlyph(genre: string, ink: string): string {
  return (GLYPHS[genre] ?? FALLBACK_GLYPH).replaceAll('{ink}', ink);
}
