import type { Subscription } from 'rxjs';
import { ref } from 'valtio/vanilla';
import type { AppConfig } from '../../config';
import type { Clock } from '../../ports/clock.port';
import type { LeaderboardStreamPort } from '../../ports/leaderboard-stream.port';
import type { StreamEvent } from '../../ports/stream-event';
import { STREAM_FAILED, UNEXPECTED_PAYLOAD, type StreamLog } from '../../ports/stream-log.port';
import type { TournamentPort } from '../../ports/tournament.port';
import type { AuthState } from '../../stores/auth.store';
import type { TournamentState } from '../../stores/tournament.store';
import { isLiveStage, leaderboardStage, type LeaderboardEntry, type LeaderboardPayload } from '../../../domain/leaderboard';
import { playerKey, reuseUnchangedEntries } from '../../../domain/leaderboard-rows';
import { ownStanding } from '../../../domain/leaderboard-standing';
import { NO_RANK_CHANGES, rankChanges } from '../../../domain/rank-changes';
import { LatestRequest } from '../games/latest-request';
import type { LoadTournament } from './load-tournament';
import { runLoad } from '../run-load';

/**
 * The leaderboard with its stage selector (spec §4 "Leaderboard live stream"):
 * - "When the selected stage equals the tournament's current state, a live stream opens unless one
 *   is already open or connecting." (A stream waiting to reconnect is still wanted and kept.)
 * - "Otherwise the stream is closed and the static leaderboard for that stage is fetched."
 * - "A stream error sets 'Stream connection lost' and reconnects after 3 s while streaming is
 *   wanted" (the 3 s wait is the stream adapter's; `stop()` ends the wanting).
 * - "Live updates replace the leaderboard only if a non-empty array arrives"; any other shape is
 *   "ignored and logged as invalid" ('Unexpected SSE payload shape', spec §8).
 * The live stage's board is also fetched once, so the board shows before the first live update.
 * The stream opens once that fetch has answered (or failed): on a slow line the board and the
 * page's pictures get the connections first, and live updates follow (the first screen's largest
 * picture comes sooner).
 */
export class SelectLeaderboardStage {
  private live: Subscription | undefined;
  private readonly latest = new LatestRequest<'board'>();
  /** Bumped by every live update, so an older fetch answer never overwrites a newer live board. */
  private liveUpdates = 0;
  /** Bumped by stop(), so a fetch that answers after the screen stopped wanting live opens nothing. */
  private wanting = 0;

  constructor(
    private readonly tournaments: TournamentPort,
    private readonly stream: LeaderboardStreamPort,
    private readonly config: Pick<AppConfig, 'tournament'>,
    private readonly state: TournamentState,
    private readonly auth: AuthState,
    private readonly clock: Clock,
    private readonly log: StreamLog,
    private readonly loadTournament: LoadTournament,
  ) {}

  async execute(stage: string): Promise<void> {
    const board = this.state.board;
    const tournament = this.state.details.tournament;
    const live = tournament !== null && isLiveStage(stage, tournament.currentState);
    // The board shown while the details were late is the stage in play's (showCurrentBoard): it
    // stays on screen as that stage's, and its stream stays the one used.
    if (board.stage === null && live) board.stage = stage;
    if (board.stage !== stage) {
      Object.assign(board, {
        stage,
        entries: [],
        own: null,
        standing: null,
        changes: ref(NO_RANK_CHANGES),
        ownChange: null,
        lastUpdated: null,
        status: 'idle',
        error: undefined,
      });
    }
    if (!live) this.stop();
    const wanting = this.wanting;
    await this.fetch(stage);
    if (live && wanting === this.wanting && this.state.board.stage === stage) this.openLive();
  }

  /**
   * The board of the stage in play while the tournament's details, which name the stages, have not
   * come (decision 0054): spec §7's leaderboard call "without stage" (the stage in play's board),
   * then the live stream, whose updates replace it as usual. Once the details come, `execute` takes
   * the stage in play over without emptying the board.
   */
  async showCurrentBoard(): Promise<void> {
    if (this.state.details.tournament !== null || this.state.board.stage !== null) return;
    const wanting = this.wanting;
    await this.fetch(null);
    if (wanting === this.wanting && this.state.board.stage === null && this.state.details.tournament === null) this.openLive();
  }

  /** The screen is gone (or another stage is selected): streaming is no longer wanted. */
  stop(): void {
    this.wanting += 1;
    this.live?.unsubscribe();
    this.live = undefined;
    Object.assign(this.state.board, { live: 'off', streamError: null });
  }

  /**
   * The tab has been hidden a while: the live stream of the stage in play is closed, so a board
   * nobody sees spends no data, and the board says it is no longer live ('paused').
   */
  pause(): void {
    const { stage } = this.state.board;
    const tournament = this.state.details.tournament;
    if (!stage || !tournament || !isLiveStage(stage, tournament.currentState)) return;
    this.stop();
    this.state.board.live = 'paused';
  }

  /**
   * The tab is visible again after the stream was closed (paused here, or lost on the way): the
   * board is fetched at once (what was shown is old and is not called live meanwhile), then a
   * paused stream resumes; a lost one reconnects by itself (spec §4). "Last updated" moves
   * only when that fresh board arrives.
   */
  async resume(): Promise<void> {
    const { stage, live } = this.state.board;
    if (!stage) return;
    if (live === 'lost') {
      // The connection died while the tab was away and waits for its reconnect: the board is
      // fetched now rather than shown old until the next update.
      await this.fetch(stage);
      return;
    }
    if (live !== 'paused') return;
    this.state.board.live = 'connecting';
    await this.execute(stage);
  }

  private openLive(): void {
    if (this.live && !this.live.closed) return; // open, connecting or about to reconnect: never a second one
    this.state.board.live = 'connecting';
    this.live = this.stream.live().subscribe({
      next: (event) => this.onEvent(event),
      error: (error: unknown) => {
        // Fatal (a 401 has ended the session): no reconnect.
        this.log.warn(STREAM_FAILED, error);
        this.live = undefined;
        Object.assign(this.state.board, { live: 'off', streamError: null });
      },
    });
  }

  private onEvent(event: StreamEvent<LeaderboardPayload>): void {
    const board = this.state.board;
    switch (event.type) {
      case 'connecting':
        board.live = 'connecting';
        return;
      case 'open':
        Object.assign(board, { live: 'open', streamError: null });
        return;
      case 'lost':
        Object.assign(board, { live: 'lost', streamError: 'connection-lost' });
        return;
      case 'message':
        this.onUpdate(event.value);
    }
  }

  private onUpdate(payload: LeaderboardPayload): void {
    if (!payload.valid) {
      this.log.warn(UNEXPECTED_PAYLOAD, payload);
      return;
    }
    if (payload.entries.length === 0) return;
    const selected = this.state.board.stage;
    if (payload.stage && selected && payload.stage !== selected) {
      void this.followStage();
      return;
    }
    this.liveUpdates += 1;
    this.show(payload.entries);
  }

  /** The tournament moved on to a new stage: reload its details and follow the new live stage. */
  private async followStage(): Promise<void> {
    const before = this.state.details.tournament?.currentState;
    await this.loadTournament.execute();
    const now = this.state.details.tournament?.currentState;
    if (now && now !== before && this.state.board.stage === before) await this.execute(leaderboardStage(now));
  }

  /** A stage's board; `null`: the board of the stage in play, for a board shown without the details. */
  private async fetch(stage: string | null): Promise<void> {
    const { org, id } = this.config.tournament;
    const isLatest = this.latest.start('board');
    const updatesBefore = this.liveUpdates;
    const board = this.state.board;
    await runLoad(board, () => this.tournaments.leaderboard(org, id, stage ?? undefined), {
      // A board already shown stays while it is fetched again.
      keepShown: board.entries.length > 0,
      isCurrent: () => isLatest() && this.liveUpdates === updatesBefore,
      apply: (entries) => this.show(entries),
    });
  }

  /**
   * A board may hold thousands of players and a live update resends all of them every few seconds:
   * the rows that did not change stay the same objects (so only changed rows re-render), and the
   * list is stored as a plain reference (ref), not made deeply reactive entry by entry. A new board
   * of the stage already shown also says who moved and by how many places, and where the signed-in
   * player now stands (each one pass over the board, whatever its size).
   */
  private show(next: LeaderboardEntry[]): void {
    const userId = this.auth.userId;
    const shown = this.state.board.entries;
    const entries = reuseUnchangedEntries(shown, next);
    const changes = rankChanges(shown, entries);
    const standing = ownStanding(entries, userId);
    Object.assign(this.state.board, {
      entries: ref(entries),
      status: 'succeeded',
      error: undefined,
      lastUpdated: this.clock().toISOString(),
      own: standing?.entry ?? null,
      standing: standing ? ref(standing) : null,
      changes: ref(changes),
      ownChange: standing ? (changes[playerKey(standing.entry)] ?? null) : null,
    });
  }
}
