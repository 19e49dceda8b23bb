import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The bundled games as public/games/index.json lists them, and where their sources are. */
export interface CatalogueGame {
  slug: string;
  title: string;
  orientation: string;
  controls: string;
  modes: string[];
}

export const GAMES_SOURCE = fileURLToPath(new URL('../../src/games/', import.meta.url));
export const CATALOGUE = JSON.parse(
  readFileSync(new URL('../../public/games/index.json', import.meta.url), 'utf8'),
) as CatalogueGame[];

/** The games written in TypeScript under src/games/<slug>/: every game of the catalogue. */
export const TYPED_GAMES = CATALOGUE.filter(({ slug }) => existsSync(`${GAMES_SOURCE}${slug}/main.ts`));
