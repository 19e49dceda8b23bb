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
