/** The query's fields: short, so the link stays short in a chat message. */
export const CHALLENGE_FIELDS = { game: 'g', mode: 'm', seed: 's', score: 'sc', name: 'n' } as const;
