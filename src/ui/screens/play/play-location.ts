/** What the game page's Play button puts in the history entry, so Exit can go back instead of forward. */
export interface PlayLocationState {
  fromGamePage?: boolean;
}
