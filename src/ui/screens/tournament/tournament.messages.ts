import { msg } from '@lingui/core/macro';

/**
 * The tournament's fixed texts that the application layer writes in English (spec §8), declared
 * for the lazy screens' catalogue with the English text as id and shown through `useKnownText`.
 * Read by `npm run extract` only; nothing imports it.
 */
export const TOURNAMENT_TEXTS = [msg({ id: 'Stream connection lost', message: 'Stream connection lost' })];
