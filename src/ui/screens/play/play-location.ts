/** What the game page's Play button puts in the history entry, so Exit can go back instead of forward. */
export interface PlayLocationState {
  fromGamePage?: boolean;
  /**
   * A friend's challenge being played (docs/decisions/0057): the score to beat and the challenger's
   * name, if they gave one. After the round on its board, both results are shown side by side.
   */
  friendChallenge?: { score: number; name: string | null };
}
