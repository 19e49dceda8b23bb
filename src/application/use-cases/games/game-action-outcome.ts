/**
 * What became of a player's action on the game page, for the screen to react to (e.g. focus):
 * done, failed (a modal already told the player), login-required (sent to /login), queued (made
 * offline, waiting on the device for the network), or ignored (no game on screen, or the same
 * action is still in flight).
 */
export type GameActionOutcome = 'done' | 'failed' | 'login-required' | 'queued' | 'ignored';
