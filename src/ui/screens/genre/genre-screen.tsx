import { Trans, useLingui } from '@lingui/react/macro';
import { useNames } from '../../i18n/names';
import { useEffect, useId, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { GenreStore } from '../../../application/stores/genre.store';
import { LoadGenres } from '../../../application/use-cases/games/load-genres';
import { LoadGenreGames } from '../../../application/use-cases/games/load-genre-games';
import { ResetGenreGames } from '../../../application/use-cases/games/reset-genre-games';
import { GameGrid } from '../../components/game-grid';
import { useService, useStore } from '../../hooks/container-context';
import { PATHS } from '../../../domain/route-paths';

function GenrePage({ genre }: { genre: string }) {
  const store = useStore(GenreStore);
  const loadGenres = useService(LoadGenres);
  const loadGames = useService(LoadGenreGames);
  const reset = useService(ResetGenreGames);
  const headingId = useId();
  const { t } = useLingui();
  const names = useNames();
  // The page the last request asked for, so Retry repeats exactly what failed.
  const requested = useRef(1);
  const loadPage = (page: number) => {
    requested.current = page;
    void loadGames.execute(genre, page);
  };

  useEffect(() => {
    requested.current = 1;
    void loadGames.execute(genre, 1);
    // Spec §4 "Resetting genre games clears them and sets load-more true": leaving a genre resets it.
    return () => reset.execute();
  }, [genre, loadGames, reset]);

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
    <div className="page">
      <h1 id={headingId}>{names.genre(genre, known?.name)}</h1>
      <GameGrid
        labelledBy={headingId}
        games={games.items}
        status={games.status}
        error={games.error}
        hasMore={games.hasMore}
        // Spec §4: later pages append; the button shows only while the last page had games.
        onLoadMore={() => loadPage(games.page + 1)}
        onRetry={() => loadPage(requested.current)}
        emptyText={t`No games in this genre yet.`}
        emptyLink={{ to: PATHS.genres, label: t`Browse genres` }}
      />
    </div>
  );
}

/** /genres/{genre} (spec §2 "/genres/{genres}"): one genre's games with Load more. */
export function Component() {
  const { genre = '' } = useParams();
  return <GenrePage key={genre} genre={genre} />;
}
