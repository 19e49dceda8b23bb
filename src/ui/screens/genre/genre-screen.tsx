import { Trans, useLingui } from '@lingui/react/macro';
import { useNames } from '../../i18n/names';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { GenreStore } from '../../../application/stores/genre.store';
import { LoadGenres } from '../../../application/use-cases/games/load-genres';
import { LoadGenreGames } from '../../../application/use-cases/games/load-genre-games';
import { ResetGenreGames } from '../../../application/use-cases/games/reset-genre-games';
import { PagedGamesPage, usePageLoader } from '../../components/paged-games-page';
import { useService, useStore } from '../../hooks/container-context';
import { PATHS } from '../../../domain/route-paths';

function GenrePage({ genre }: { genre: string }) {
  const store = useStore(GenreStore);
  const loadGenres = useService(LoadGenres);
  const loadGames = useService(LoadGenreGames);
  const reset = useService(ResetGenreGames);
  const { t } = useLingui();
  const names = useNames();
  const pages = usePageLoader((page) => void loadGames.execute(genre, page), genre);
  // Spec §4 "Resetting genre games clears them and sets load-more true": leaving a genre resets it.
  useEffect(() => () => reset.execute(), [genre, reset]);

  // The genre's display name comes from the genre list (loaded once per session).
  const listStatus = store.genres.status;
  useEffect(() => {
    if (listStatus === 'idle') void loadGenres.execute('all');
  }, [listStatus, loadGenres]);

  const known = store.genres.items.find((item) => item.uniqueName === genre);
  if (listStatus === 'succeeded' && !known) {
    return (
      <div className="page page--centered">
        <h1>
          <Trans>Genre not found</Trans>
        </h1>
        <p>{t`There is no genre called “${genre}”.`}</p>
        <Link className="button" to={PATHS.genres}>
          <Trans>Browse genres</Trans>
        </Link>
      </div>
    );
  }

  const games =
    store.games.genre === genre
      ? store.games
      : { items: [], status: 'loading' as const, error: undefined, hasMore: false, page: 0 };
  return (
    <PagedGamesPage
      title={names.genre(genre, known?.name)}
      games={games}
      pages={pages}
      emptyText={t`No games in this genre yet.`}
      emptyLink={{ to: PATHS.genres, label: t`Browse genres` }}
    />
  );
}

/** /genres/{genre} (spec §2 "/genres/{genres}"): one genre's games with Load more. */
export function Component() {
  const { genre = '' } = useParams();
  return <GenrePage key={genre} genre={genre} />;
}
