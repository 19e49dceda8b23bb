import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { HttpTournamentGateway } from '../../../src/adapters/http/http-tournament-gateway';
import type { Tournament } from '../../../src/domain/tournament';
import {
  anyData,
  clientAnswering,
  failedOnlyAsMalformed,
  goodAmongBad,
  oddValue,
  outcome,
  validOrOdd,
  withOpenFields,
} from './open-answers';

/*
 * Spec §3/§7: details read data.tournament (currentState and userState), the open status reads
 * data.isOpen, the current call "reads data", the leaderboard reads data.leaderboard whose "entry
 * fields are not shown". Required: a tournament's currentState, isOpen, and per entry a player
 * name and a score (an entry without them is skipped). Everything else is open.
 */
const TOURNAMENT_OPEN = [
  'tournamentId',
  'org',
  'name',
  'description',
  'userState',
  'stages',
  'gameCode',
  'prize',
  'startsAt',
  'endsAt',
  'bannerUrl',
];
const stage = fc.constantFrom('QUALIFIER', 'FIRST-ROUND', 'SEMI-FINAL', 'FINAL', 'COMPLETED');
const tournaments = (data: unknown) => new HttpTournamentGateway(clientAnswering(data));

function expectTournamentShape(tournament: Tournament): void {
  for (const text of [
    tournament.id,
    tournament.org,
    tournament.name,
    tournament.description,
    tournament.gameCode,
    tournament.prize,
  ]) {
    expect(typeof text).toBe('string');
  }
  expect(tournament.userState === null || typeof tournament.userState === 'string').toBe(true);
  expect(tournament.bannerUrl === null || typeof tournament.bannerUrl === 'string').toBe(true);
  expect(tournament.stages.every((name) => typeof name === 'string')).toBe(true);
}

describe('the tournament gateway reads its answers tolerantly (property)', () => {
  it('details keep currentState whatever shape the other fields take, and the id asked for when none comes back', async () => {
    await fc.assert(
      fc.asyncProperty(
        stage.chain((currentState) => withOpenFields({ currentState }, TOURNAMENT_OPEN).map((dto) => ({ currentState, dto }))),
        async ({ currentState, dto }) => {
          const tournament = await tournaments({ tournament: dto }).details('org', 't-1');
          expect(tournament.currentState).toBe(currentState);
          expectTournamentShape(tournament);
          if (dto.tournamentId === undefined || dto.tournamentId === null) expect(tournament.id).toBe('t-1');
          if (typeof dto.userState === 'string' && dto.userState !== '') expect(tournament.userState).toBe(dto.userState);
        },
      ),
    );
  });

  it('details without a currentState fail only as malformed', async () => {
    await fc.assert(
      fc.asyncProperty(withOpenFields({}, TOURNAMENT_OPEN), validOrOdd('FINAL'), async (dto, currentState) => {
        const result = await outcome(tournaments({ tournament: { ...dto, currentState } }).details('org', 't-1'));
        expect(failedOnlyAsMalformed(result)).toBe(true);
        if (currentState === 'FINAL') expect(result).toEqual({ value: expect.objectContaining({ currentState: 'FINAL' }) });
      }),
    );
  });

  it('the open status keeps isOpen (a boolean or "true"/"false"); anything else fails only as malformed', async () => {
    await fc.assert(
      fc.asyncProperty(
        withOpenFields({}, ['message']),
        fc.oneof(fc.boolean(), fc.constantFrom('true', 'false'), oddValue),
        async (data, isOpen) => {
          const result = await outcome(tournaments({ ...data, isOpen }).isOpen());
          expect(failedOnlyAsMalformed(result)).toBe(true);
          if (typeof isOpen === 'boolean') expect(result).toEqual({ value: isOpen });
          if (isOpen === 'true' || isOpen === 'false') expect(result).toEqual({ value: isOpen === 'true' });
        },
      ),
    );
  });

  it('the current tournament is read from data (or data.tournament), and anything else is no current tournament', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          stage.chain((currentState) => withOpenFields({ currentState }, TOURNAMENT_OPEN)),
          stage.chain((currentState) => withOpenFields({ currentState }, TOURNAMENT_OPEN).map((tournament) => ({ tournament }))),
          anyData,
        ),
        async (data) => {
          const current = await tournaments(data).current('org');
          const wrapped = (data as { tournament?: { currentState?: unknown } } | null)?.tournament?.currentState;
          const own = (data as { currentState?: unknown } | null)?.currentState;
          const sent = typeof own === 'string' && own !== '' ? own : wrapped;
          if (typeof sent === 'string' && sent !== '') expect(current?.currentState).toBe(sent);
          if (current) expectTournamentShape(current);
        },
      ),
    );
  });

  it('the leaderboard keeps every entry with a player and a score, in order, among malformed ones', async () => {
    const entry = fc
      .record({ playerName: fc.string({ minLength: 1, maxLength: 8 }), score: fc.nat() })
      .chain((fixed) =>
        fc
          .boolean()
          .chain((scoreAsText) =>
            withOpenFields({ ...fixed, score: scoreAsText ? String(fixed.score) : fixed.score }, ['rank', 'userId']).map(
              (raw) => ({ raw, fixed }),
            ),
          ),
      );
    await fc.assert(
      fc.asyncProperty(
        goodAmongBad(fc.array(entry, { maxLength: 4 }), (e) => e.raw),
        fc.option(stage, { nil: undefined }),
        async ({ good, list }, board) => {
          const entries = await tournaments({ leaderboard: list }).leaderboard('org', 't-1', board);
          expect(entries.map(({ playerName, score }) => ({ playerName, score }))).toEqual(good.map((e) => e.fixed));
          for (const read of entries) {
            expect(Number.isFinite(read.rank) && read.rank > 0).toBe(true);
            expect(read.userId === null || typeof read.userId === 'string').toBe(true);
          }
        },
      ),
    );
  });

  it('registration and the session update accept any data; a game start needs only an address', async () => {
    await fc.assert(
      fc.asyncProperty(anyData, fc.option(fc.constant('/games/ludo/'), { nil: undefined }), async (data, gameUrl) => {
        const gateway = tournaments(data);
        await expect(gateway.register('org', 't-1')).resolves.toBeUndefined();
        await expect(gateway.updateSession('ts-1')).resolves.toBeUndefined();
        const withAddress = { ...(typeof data === 'object' && data !== null && !Array.isArray(data) ? data : {}), gameUrl };
        const started = await outcome(tournaments(withAddress).startGame('t-1', 'ludo'));
        expect(failedOnlyAsMalformed(started)).toBe(true);
        if (gameUrl) expect(started).toEqual({ value: expect.objectContaining({ playUrl: gameUrl }) });
      }),
      { numRuns: 60 },
    );
  });
});
