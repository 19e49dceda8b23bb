/**
 * The parts every bundled game's page shares, written once here and expanded when the page is
 * built: a game's page.html names them as elements of its own, and the build writes their markup.
 *
 *   <game-hud stats="Score Best" button="pause"></game-hud>
 *     the top bar: the game's title, one stat a word (its <b> has the word's lower case as id), and
 *     the pause button, the restart button (button="restart") or none (button="none");
 *   <game-overlay text="How to play." button="Play"></game-overlay>
 *     the start, pause and end panel, titled with the game's title (hidden="" starts it hidden);
 *   <game-canvas id="board" label="What the picture shows."></game-canvas>
 *     the play area's canvas, a picture with its words for screen readers (class="" passes on).
 */

const ICONS = {
  pause: {
    label: 'Pause',
    path: '<rect x="4" y="3" width="4" height="14" rx="1"/><rect x="12" y="3" width="4" height="14" rx="1"/>',
  },
  restart: {
    label: 'New game',
    path: '<path d="M10 3a7 7 0 1 0 6.7 9h-2.2A5 5 0 1 1 10 5c1.3 0 2.5.5 3.4 1.4L11 9h6V3l-2.1 2.1A7 7 0 0 0 10 3z"/>',
  },
} as const;

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const attributesOf = (text: string): Map<string, string> =>
  new Map([...text.matchAll(/([a-z-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!]));

function hud(title: string, attrs: Map<string, string>): string {
  const stats = (attrs.get('stats') ?? 'Score Best').split(/\s+/).filter(Boolean);
  const button = attrs.get('button') ?? 'pause';
  const lines = [`<header class="hud">`, `  <h1>${escapeHtml(title)}</h1>`];
  for (const stat of stats) {
    const id = stat.toLowerCase();
    const live = id === 'score' ? ' aria-live="polite"' : '';
    lines.push(`  <div class="stat">${escapeHtml(stat)} <b id="${id}"${live}>0</b></div>`);
  }
  if (button === 'pause' || button === 'restart') {
    const icon = ICONS[button];
    lines.push(
      `  <button class="icon-btn" id="${button}" type="button" aria-label="${icon.label}">`,
      `    <svg viewBox="0 0 20 20" aria-hidden="true">${icon.path}</svg>`,
      `  </button>`,
    );
  } else if (button !== 'none') {
    throw new Error(`<game-hud button="${button}">: the button is pause, restart or none`);
  }
  lines.push(`</header>`);
  return lines.join('\n');
}

function gameOverlay(title: string, attrs: Map<string, string>): string {
  const hidden = attrs.has('hidden') ? ' hidden' : '';
  return [
    `<div class="overlay" id="overlay"${hidden}>`,
    `  <h2 data-title>${escapeHtml(attrs.get('title') ?? title)}</h2>`,
    `  <p data-text>${escapeHtml(attrs.get('text') ?? '')}</p>`,
    `  <button class="btn" type="button" data-btn>${escapeHtml(attrs.get('button') ?? 'Play')}</button>`,
    `</div>`,
  ].join('\n');
}

function gameCanvas(attrs: Map<string, string>): string {
  const id = attrs.get('id');
  const label = attrs.get('label');
  if (!id || !label) throw new Error('<game-canvas>: a canvas has an id and a label');
  const cls = attrs.has('class') ? ` class="${escapeHtml(attrs.get('class')!)}"` : '';
  return `<canvas id="${escapeHtml(id)}"${cls} role="img" aria-label="${escapeHtml(label)}"></canvas>`;
}

/** A game's page.html with its shared parts written out. */
export function expandGameParts(html: string, title: string): string {
  return html
    .replace(/<game-hud([^>]*)><\/game-hud>/g, (_, attrs: string) => hud(title, attributesOf(attrs)))
    .replace(/<game-overlay([^>]*)><\/game-overlay>/g, (_, attrs: string) => gameOverlay(title, attributesOf(attrs)))
    .replace(/<game-canvas([^>]*)><\/game-canvas>/g, (_, attrs: string) => gameCanvas(attributesOf(attrs)));
}

/** The whole page of a game: the shared head, its styles and its one bundled script, inline. */
export function gamePageHtml({
  title,
  style,
  body,
  script,
}: {
  title: string;
  style: string;
  body: string;
  script: string;
}): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<link rel="icon" href="data:,">',
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>\n${style}</style>`,
    '</head>',
    '<body>',
    expandGameParts(body, title).trim(),
    `<script>\n${script}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
