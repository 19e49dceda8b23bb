import { readList } from '../db';
import type { MockContext } from '../mock-context';
import { mulberry32, randomInt, type Rng } from '../seed/prng';
import { TOURNAMENT_ID } from '../seed/tournaments';
import type { StreamHub } from './stream-hub';
import { boardStage, findTournament, stageEntries, toEntryDto } from './tournament-board';

export interface LiveTournamentOptions {
  /** How often scores change while someone watches (default 3 s). */
  tickMs?: number;
  /** Ticks per stage before the tournament moves on (default 100: five minutes at 3 s). */
  ticksPerStage?: number;
  /** Run the timer while a leaderboard stream is open (default true); false = driven by tick() only. */
  auto?: boolean;
}

/** Players who go through to the next stage: the top half, at most ten in the final. */
const qualifiers = (count: number, next: string) => Math.min(next === 'FINAL' ? 10 : count, Math.max(2, Math.ceil(count / 2)));

/**
 * The mock's live tournament (the configured one, tn-2026-winter): while a leaderboard stream is
 * open, a few scores of the stage in play rise every tick and the new board goes to every stream;
 * after `ticksPerStage` ticks the top players go through to the next stage (SEMI-FINAL → FINAL →
 * COMPLETED). The four payload forms of spec §5 take turns, so clients meet each of them.
 */
export class LiveTournament {
  private timer: ReturnType<typeof setInterval> | undefined;
  private ticks = 0;
  private rng: Rng = mulberry32(7);
  private readonly tickMs: number;
  private readonly ticksPerStage: number;

  constructor(
    private readonly ctx: MockContext,
    private readonly hub: StreamHub,
    options: LiveTournamentOptions = {},
  ) {
    this.tickMs = options.tickMs ?? 3000;
    this.ticksPerStage = options.ticksPerStage ?? 100;
    if (options.auto ?? true) {
      hub.onChange((kind, open) => {
        if (kind !== 'leaderboard') return;
        if (open > 0) this.start();
        else this.stop();
      });
    }
  }

  /** The current board as the first event of a new stream (object form, naming its stage). */
  greeting(): string | undefined {
    const board = this.board();
    return board ? `data: ${JSON.stringify({ stage: board.stage, leaderboardDtos: board.entries })}\n\n` : undefined;
  }

  /** One round of score changes, sent to every leaderboard stream; false when nothing is in play. */
  tick(): boolean {
    const tournament = findTournament(this.ctx.db, TOURNAMENT_ID);
    if (!tournament || tournament.currentState === 'COMPLETED') return false;
    this.ticks += 1;
    if (this.ticks % this.ticksPerStage === 0) return this.advanceStage() !== null;
    const entries = stageEntries(this.ctx.db, tournament.id, tournament.currentState);
    if (entries.length === 0) return false;
    const changed = new Set<string>();
    for (let i = 0; i < Math.min(3, entries.length); i += 1) {
      const entry = entries[randomInt(this.rng, 0, entries.length - 1)]!;
      entry.score += randomInt(this.rng, 40, 400);
      changed.add(entry.id);
    }
    this.rerank(entries, changed);
    this.publish();
    return true;
  }

  /** Moves the tournament to its next stage (or COMPLETED after the final); returns the new state. */
  advanceStage(): string | null {
    const db = this.ctx.db;
    const tournament = findTournament(db, TOURNAMENT_ID);
    if (!tournament || tournament.currentState === 'COMPLETED') return null;
    const stages = readList(tournament.stages);
    const next = stages[stages.indexOf(tournament.currentState) + 1] ?? 'COMPLETED';
    if (next !== 'COMPLETED') {
      const through = stageEntries(db, tournament.id, tournament.currentState);
      const advancing = through.slice(0, qualifiers(through.length, next));
      advancing.forEach((entry, index) => {
        db.leaderboardEntry.create({
          id: `lb-${tournament.id}-${next}-${String(index + 1).padStart(2, '0')}`,
          tournamentId: tournament.id,
          stage: next,
          userId: entry.userId,
          playerName: entry.playerName,
          score: randomInt(this.rng, 200, 900),
          rank: index + 1,
        });
        if (entry.userId) {
          db.tournamentRegistration.update({
            where: { userId: { equals: entry.userId }, tournamentId: { equals: tournament.id } },
            data: { userState: next },
          });
        }
      });
      this.rerank(stageEntries(db, tournament.id, next));
    }
    db.tournament.update({
      where: { id: { equals: tournament.id } },
      data: { currentState: next, isOpen: next !== 'COMPLETED' },
    });
    this.publish('object');
    return next;
  }

  /**
   * Sizes a stage's board (default: the stage in play) to `players` players, so developers and
   * tests can see the portal cope with a board of thousands: made-up outside players join below the
   * others, and every score is spread 100 points apart by rank, so a round of score changes moves a
   * player a few places, as in a real crowded board. A board already that big is left as it is.
   */
  sizeBoard(players: number, stage?: string): { stage: string; players: number } | null {
    const db = this.ctx.db;
    const tournament = findTournament(db, TOURNAMENT_ID);
    if (!tournament) return null;
    const target = stage ?? boardStage(tournament.currentState);
    const entries = stageEntries(db, tournament.id, target);
    if (entries.length >= players) return { stage: target, players: entries.length };
    const scoreAt = (rank: number) => (players - rank + 1) * 100;
    entries.forEach((entry, index) => {
      db.leaderboardEntry.update({ where: { id: { equals: entry.id } }, data: { score: scoreAt(index + 1), rank: index + 1 } });
    });
    for (let rank = entries.length + 1; rank <= players; rank += 1) {
      db.leaderboardEntry.create({
        id: `lb-${tournament.id}-${target}-${String(rank).padStart(6, '0')}`,
        tournamentId: tournament.id,
        stage: target,
        userId: null,
        playerName: `Player ${String(rank).padStart(5, '0')}`,
        score: scoreAt(rank),
        rank,
      });
    }
    return { stage: target, players };
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.tick(), this.tickMs);
    this.timer.unref?.();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** After POST /__mock__/reset: the fresh seed plays from the start again. */
  reset(): void {
    this.ticks = 0;
    this.rng = mulberry32(7);
  }

  private board(): { stage: string; entries: ReturnType<typeof toEntryDto>[] } | null {
    const tournament = findTournament(this.ctx.db, TOURNAMENT_ID);
    if (!tournament) return null;
    const stage = boardStage(tournament.currentState);
    return { stage, entries: stageEntries(this.ctx.db, tournament.id, stage).map(toEntryDto) };
  }

  /**
   * Best score first; ties keep their order. Written back so the HTTP calls agree with the stream;
   * only the entries whose score (`changed`) or rank moved are written, so a board of thousands
   * re-ranks in a few writes.
   */
  private rerank(entries: ReturnType<typeof stageEntries>, changed: ReadonlySet<string> = new Set()): void {
    [...entries]
      .sort((a, b) => b.score - a.score)
      .forEach((entry, index) => {
        if (entry.rank === index + 1 && !changed.has(entry.id)) return;
        this.ctx.db.leaderboardEntry.update({
          where: { id: { equals: entry.id } },
          data: { score: entry.score, rank: index + 1 },
        });
      });
  }

  /** Spec §5 forms in turn: an object holding leaderboardDtos, nested under data, a bare array, text. */
  private publish(form?: 'object'): void {
    const board = this.board();
    if (!board) return;
    const { stage, entries } = board;
    const forms = [
      () => JSON.stringify({ stage, leaderboardDtos: entries }),
      () => JSON.stringify({ data: { stage, leaderboardDtos: entries } }),
      () => JSON.stringify(entries),
      () => JSON.stringify(JSON.stringify(entries)),
    ];
    this.hub.send('leaderboard', (form === 'object' ? forms[0]! : forms[this.ticks % forms.length]!)());
  }
}
