import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SearchStore } from '../../../application/stores/search.store';
import { SearchGames } from '../../../application/use-cases/games/search-games';
import { searchAsYouType, type SearchInput } from '../../../application/use-cases/games/search-as-you-type';
import { useService } from '../../hooks/container-context';

/**
 * The search field's value, kept in the URL (?q=) so a search is shareable and survives a reload,
 * and fed to SearchGames through the debounced searchAsYouType helper (spec §4 search rules live
 * in the use case; this hook only wires typing, the URL and the helper together).
 */
export function useSearchTerm(): [value: string, setValue: (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [value, setValueState] = useState(q);
  const search = useService(SearchGames);
  const store = useService(SearchStore);
  const typer = useRef<SearchInput | null>(null);
  // What this screen itself last wrote to the URL, so that its own write is not read back as news.
  const written = useRef<string | null>(null);

  useEffect(() => {
    const input = searchAsYouType((term) => search.execute(term));
    typer.current = input;
    return () => {
      input.dispose();
      typer.current = null;
    };
  }, [search]);

  // The URL is the source: first visit, reload, Back/Forward, or a link to /search?q=…
  useEffect(() => {
    if (q === written.current) return;
    written.current = null;
    setValueState(q);
    // Coming back to a search already on screen: keep its results rather than searching again.
    const alreadyShown = store.term === q.trim() && store.status === 'succeeded' && q.trim() !== '';
    if (!alreadyShown) typer.current?.input(q);
  }, [q, store]);

  const setValue = (next: string) => {
    setValueState(next);
    typer.current?.input(next);
    written.current = next;
    setParams(next ? { q: next } : {}, { replace: true, preventScrollReset: true });
  };
  return [value, setValue];
}
