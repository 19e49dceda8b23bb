import type { MockContext } from '../mock-context';
import { gamesListHandlers } from './games-lists';
import { gamesGenreHandlers } from './games-genres';
import { gamesDetailHandlers } from './games-detail';
import { gamesActionHandlers } from './games-actions';
import { gamesSearchHandlers } from './games-search';
import { gamesSessionHandlers } from './games-sessions';

/** Every call of spec §7 "Games", split by area (lists, genres, detail, actions, search, sessions). */
export function gamesHandlers(ctx: MockContext) {
  return [
    ...gamesListHandlers(ctx),
    ...gamesGenreHandlers(ctx),
    ...gamesDetailHandlers(ctx),
    ...gamesActionHandlers(ctx),
    ...gamesSearchHandlers(ctx),
    ...gamesSessionHandlers(ctx),
  ];
}
