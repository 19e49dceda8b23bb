/**
 * Writes one bundled game's self-contained page to standard output, as the build writes it:
 *   npx tsx scripts/game-page.ts 2048 > /tmp/2048.html
 * Open the file in a browser to play the game on its own, outside the portal.
 */
import { fileURLToPath } from 'node:url';
import { singleFilePage } from './bundled-game-files';

const slug = process.argv[2];
const html = slug ? await singleFilePage(fileURLToPath(new URL('../public/', import.meta.url)), slug) : undefined;
if (html === undefined) {
  process.stderr.write(`usage: npx tsx scripts/game-page.ts <slug of public/games/index.json>\n`);
  process.exit(2);
}
process.stdout.write(html);
