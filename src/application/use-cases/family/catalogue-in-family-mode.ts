import type { GameCataloguePort } from '../../ports/game-catalogue.port';

const READS = ['games', 'genreGames', 'genres', 'detail', 'similar', 'search', 'searchItems', 'hotGames', 'trailers'] as const;

/**
 * The catalogue every screen reads, kept to the children's catalogue while family mode is on: "this
 * applies to /home rows, genre/list pages, search, and deep links". It is part of /home's first
 * load, so it carries nothing of family mode but a look at the device: while no family mode is kept
 * there (`mayBeOn`), each read goes straight to the catalogue; otherwise family mode's code (the
 * 'family' area) is fetched and its children's catalogue answers (`children`), which knows whether
 * family mode is really on for the player now.
 */
export function catalogueInFamilyMode(
  catalogue: GameCataloguePort,
  mayBeOn: () => boolean,
  children: () => Promise<GameCataloguePort>,
): GameCataloguePort {
  const reads = READS.map((name) => [
    name,
    (...args: never[]) =>
      mayBeOn()
        ? children().then((kept) => (kept[name] as (...a: never[]) => Promise<unknown>)(...args))
        : (catalogue[name] as (...a: never[]) => Promise<unknown>).apply(catalogue, args),
  ]);
  return Object.fromEntries(reads) as unknown as GameCataloguePort;
}
