import { msg } from '@lingui/core/macro';

/**
 * The texts the application and domain layers put in stores (the spec's fixed messages, field
 * checks, menu and row names), written there in English exactly as the spec writes them. Each is
 * declared here for the catalogues with its English text as its id, so the UI translates one with
 * `useKnownText` (known-texts.ts) by the text itself. This file is read by `npm run extract` only:
 * nothing imports it, so the portal's code carries no copy of these texts.
 */
export const KNOWN_TEXTS = [
  // Spec §8 and the flows' fixed messages.
  msg({ id: 'Something went wrong', message: 'Something went wrong' }),
  msg({ id: 'An unexpected error occurred', message: 'An unexpected error occurred' }),
  msg({ id: 'Failed', message: 'Failed' }),
  msg({ id: 'Success', message: 'Success' }),
  msg({ id: 'Ok', message: 'Ok' }),
  msg({ id: 'Notifications blocked', message: 'Notifications blocked' }),
  msg({ id: 'Go to Home', message: 'Go to Home' }),
  msg({
    id: 'The voucher partner link could not be opened safely. Please try again later.',
    message: 'The voucher partner link could not be opened safely. Please try again later.',
  }),
  msg({
    id: 'You are logged in, but the partner site could not be opened. Please try again later.',
    message: 'You are logged in, but the partner site could not be opened. Please try again later.',
  }),
  // The sidebar's menus and pre-set genres (src/domain/sidebar.ts).
  msg({ id: 'Explore', message: 'Explore' }),
  msg({ id: 'Genres', message: 'Genres' }),
  msg({ id: 'Favourites', message: 'Favourites' }),
  msg({ id: 'Tournaments', message: 'Tournaments' }),
  msg({ id: 'Plans', message: 'Plans' }),
  msg({ id: 'Esports', message: 'Esports' }),
  msg({ id: 'Voucher', message: 'Voucher' }),
  msg({ id: 'Racing', message: 'Racing' }),
  msg({ id: 'Arcade', message: 'Arcade' }),
  msg({ id: 'Shooter', message: 'Shooter' }),
  msg({ id: 'Adventure', message: 'Adventure' }),
  msg({ id: 'Logic', message: 'Logic' }),
  msg({ id: 'Fun', message: 'Fun' }),
  msg({ id: 'Sports', message: 'Sports' }),
  msg({ id: 'Puzzle', message: 'Puzzle' }),
  msg({ id: 'Tower Defense', message: 'Tower Defense' }),
  // The home page's rows (src/domain/genre-rows.ts and the home layout).
  msg({ id: 'Continue playing', message: 'Continue playing' }),
  msg({ id: 'The games you play will be here, one tap away.', message: 'The games you play will be here, one tap away.' }),
  msg({ id: 'Free games', message: 'Free games' }),
  msg({ id: 'Premium games', message: 'Premium games' }),
  msg({ id: 'Latest games', message: 'Latest games' }),
  msg({ id: 'Most popular', message: 'Most popular' }),
  msg({ id: 'Quick play', message: 'Quick play' }),
  msg({ id: 'Recently played', message: 'Recently played' }),
  msg({ id: 'Suggested for you', message: 'Suggested for you' }),
  msg({ id: 'Top ten', message: 'Top ten' }),
  msg({ id: 'Weekly top', message: 'Weekly top' }),
  msg({ id: 'Spotlight', message: 'Spotlight' }),
  msg({ id: "Gamers' choice", message: "Gamers' choice" }),
  msg({ id: 'Trending', message: 'Trending' }),
  msg({ id: 'Kids', message: 'Kids' }),
  msg({ id: 'Horror', message: 'Horror' }),
  // The HTTP adapter's own texts for a failed call (src/adapters/http).
  msg({
    id: 'No connection to the server. Check your network and try again.',
    message: 'No connection to the server. Check your network and try again.',
  }),
  msg({
    id: 'The server sent an answer the portal could not read.',
    message: 'The server sent an answer the portal could not read.',
  }),
  msg({ id: 'The server had a problem. Please try again.', message: 'The server had a problem. Please try again.' }),
  msg({ id: 'Your session has ended. Please log in again.', message: 'Your session has ended. Please log in again.' }),
];
