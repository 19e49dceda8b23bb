import { describe, expect, it, vi } from 'vitest';
import { act, cleanup, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../support/render-app';
import { startProgressMock } from './progress-mock-server';
import { bundledGameModes, bundledGameTitles } from '../../../src/adapters/offline/bundled-game-modes';
import { RecordFinishedGame } from '../../../src/application/use-cases/progress/record-finished-game';
import { dhakaDay } from '../../../src/domain/bangladesh-day';
import { dailyChallenge } from '../../../src/domain/daily-challenge';
import { fakeCanvas, restoreCanvas } from './fake-canvas';

vi.mock('../../../src/adapters/offline/idb-player-progress', async () => ({
  IdbPlayerProgress: (await import('./device-progress-mock')).MemoryPlayerProgress,
}));

/**
 * The clock, the countdown's tick and the frames the page waits for before loading the card are
 * fake; the network and the rest run as they do.
 */
const FAKED: ('Date' | 'setInterval' | 'clearInterval' | 'requestAnimationFrame' | 'cancelAnimationFrame')[] = [
  'Date',
  'setInterval',
  'clearInterval',
  'requestAnimationFrame',
  'cancelAnimationFrame',
];

/** 12:00 UTC is 18:00 in Dhaka: six hours before the next challenge. */
const NOON_UTC = Date.UTC(2026, 10, 27, 12, 0, 0);
const challengeOn = (instant: number) => dailyChallenge(dhakaDay(instant), bundledGameModes())!;
const titleOf = (slug: string) => bundledGameTitles().find((game) => game.slug === slug)!.title;

describe('the daily challenge on /home', () => {
  startProgressMock();

  /** The card's section once its content is there: the frames before it are stepped through (a frame each step). */
  const card = async (app: ReturnType<typeof renderApp>) => {
    const heading = await app.findByRole('heading', { level: 2, name: 'Today’s challenge' });
    const section = heading.closest('section')!;
    for (let step = 0; step < 300 && within(section).queryAllByRole('link').length === 0; step += 1) {
      await act(async () => {
        vi.advanceTimersByTime(16);
        await new Promise((settle) => setTimeout(settle, 10));
      });
    }
    return section;
  };

  it('offers today’s game and mode, opened with the day’s seed, counts down to midnight in Dhaka and moves to the next day’s challenge then', async () => {
    vi.useFakeTimers({ toFake: FAKED, now: NOON_UTC });
    const today = challengeOn(NOON_UTC);
    const app = renderApp('/home');
    const section = await card(app);

    const play = await within(section).findByRole('link', { name: 'Play today’s challenge' });
    expect(play).toHaveAttribute('href', `/play/${today.game}?mode=${today.mode}&seed=${today.seed}`);
    expect(within(section).getByText(titleOf(today.game))).toBeInTheDocument();
    expect(within(section).getByText('Next challenge in 6 h 0 min, at midnight Bangladesh time.')).toBeInTheDocument();
    expect(within(section).getByText('No streak yet: play today’s challenge to start one.')).toBeInTheDocument();
    expect(within(section).getByRole('list', { name: 'Streak milestones' })).toHaveTextContent(
      '7 daysnot yet14 daysnot yet28 daysnot yet',
    );

    act(() => void vi.advanceTimersByTime(61 * 60_000));
    expect(within(section).getByText('Next challenge in 4 h 59 min, at midnight Bangladesh time.')).toBeInTheDocument();

    const tomorrow = challengeOn(NOON_UTC + 24 * 60 * 60_000);
    act(() => void vi.advanceTimersByTime(5 * 60 * 60_000));
    await within(section).findByText('Next challenge in 23 h 59 min, at midnight Bangladesh time.');
    expect(within(section).getByRole('link', { name: 'Play today’s challenge' })).toHaveAttribute(
      'href',
      `/play/${tomorrow.game}?mode=${tomorrow.mode}&seed=${tomorrow.seed}`,
    );
  });

  it('after the first attempt shows its score, Practice that does not count, and shares a result and its picture that tell the score but not the board', async () => {
    vi.useFakeTimers({ toFake: FAKED, now: NOON_UTC });
    const canvas = fakeCanvas();
    const ui = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const today = challengeOn(NOON_UTC);
    const app = renderApp('/home');
    await card(app);
    await app.features.ensure('game-actions');
    await app.resolver
      .get(RecordFinishedGame)
      .execute({ game: today.game, key: `${today.game}-${today.mode}`, score: 120, seed: today.seed });
    cleanup();

    const again = renderApp('/home');
    const section = await card(again);
    expect(await within(section).findByText('Your score today: 120. Practice rounds do not count.')).toBeInTheDocument();
    expect(within(section).getByText('1 day in a row. See you tomorrow!')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Practice' })).toHaveAttribute(
      'href',
      `/play/${today.game}?mode=${today.mode}&seed=${today.seed}`,
    );
    expect(within(section).queryByRole('link', { name: 'Play today’s challenge' })).not.toBeInTheDocument();

    // The picture is drawn as the result is shown, ready for Share.
    await vi.waitFor(() => expect(canvas.texts.length).toBeGreaterThan(0));
    await ui.click(within(section).getByRole('button', { name: 'Share your result' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('Your result is copied: paste it in a message.');
    const copied = await navigator.clipboard.readText();
    expect(copied).toContain('120 points');
    expect(copied).toContain(titleOf(today.game));
    const [text, link] = copied.split('\n');
    expect(text).not.toContain(String(today.seed));
    // The link is a friend's challenge on the same board.
    expect(new URL(link!).search).toBe(`?g=${today.game}&m=${today.mode}&s=${today.seed}&sc=120`);

    // The picture says the game, the score and the streak, never the seed; without a share sheet for files it is saved by hand.
    expect(canvas.texts).toEqual(expect.arrayContaining(['120 points', '1 day in a row']));
    expect(canvas.texts.join(' ')).not.toContain(String(today.seed));
    expect(within(section).getByRole('link', { name: 'Save the picture' })).toHaveAttribute(
      'download',
      'playzone-daily-challenge.png',
    );

    // A phone whose share sheet takes files gets the picture with the text and the link.
    const share = vi.fn(async (data: ShareData) => void data);
    Object.assign(navigator, { share, canShare: (data: ShareData) => Boolean(data.files?.length) });
    try {
      await ui.click(within(section).getByRole('button', { name: 'Share your result' }));
      await vi.waitFor(() => expect(share).toHaveBeenCalled());
      expect(share.mock.calls[0]![0].files?.[0]).toMatchObject({ name: 'playzone-daily-challenge.png', type: 'image/png' });
      expect(within(section).queryByRole('link', { name: 'Save the picture' })).not.toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(navigator, 'share');
      Reflect.deleteProperty(navigator, 'canShare');
      restoreCanvas();
    }
  });

  it('shows a guest’s streak kept on this device', async () => {
    vi.useFakeTimers({ toFake: FAKED, now: NOON_UTC - 2 * 24 * 60 * 60_000 });
    const first = renderApp('/home');
    await card(first);
    await first.features.ensure('game-actions');
    const record = first.resolver.get(RecordFinishedGame);
    for (let day = 0; day < 2; day += 1) {
      if (day > 0) vi.setSystemTime(NOON_UTC - 24 * 60 * 60_000);
      const challenge = challengeOn(Date.now());
      await record.execute({ game: challenge.game, key: `${challenge.game}-${challenge.mode}`, score: 10, seed: challenge.seed });
    }
    cleanup();
    vi.setSystemTime(NOON_UTC);

    const app = renderApp('/home');
    const section = await card(app);
    expect(await within(section).findByText('2 days in a row. Play today’s challenge to keep it going.')).toBeInTheDocument();
  });

  it('opens a friend’s challenge from its link: the score to beat, called a friendly challenge, the same board to play, then both results side by side and a challenge back', async () => {
    vi.useFakeTimers({ toFake: FAKED, now: NOON_UTC });
    const ui = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const app = renderApp('/home?g=mines&m=wide&s=777&sc=250&n=Rahim%E2%80%8F%20Khan');
    const section = await card(app);
    expect(within(section).getByText('A friendly challenge from Rahim Khan')).toBeInTheDocument();
    expect(
      within(section).getByText('Score more than 250 in Minesweeper · Wide board, on the very same board.'),
    ).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Play the challenge' })).toHaveAttribute(
      'href',
      '/play/mines?mode=wide&seed=777',
    );
    expect(section).not.toHaveTextContent(/verified/i);

    await ui.click(within(section).getByRole('link', { name: 'Play the challenge' }));
    const frame = (await app.findByTitle('Minesweeper')) as HTMLIFrameElement;
    // The friend's round on the very board of the challenge, which the game deals from the address's seed.
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { source: 'portal-game', type: 'game-over', game: 'mines', key: 'mines-wide', score: 300, seed: 777 },
          origin: 'null',
          source: frame.contentWindow,
        }),
      );
    });
    // The friend's result opens by itself.
    const sheet = await app.findByRole('dialog', { name: 'A friendly challenge' });
    expect(sheet).toHaveTextContent('You beat it!');
    expect(within(sheet).getByText('You').nextElementSibling).toHaveTextContent('300');
    expect(within(sheet).getByText('Rahim Khan').nextElementSibling).toHaveTextContent('250');
    expect(sheet).not.toHaveTextContent(/verified/i);

    await ui.type(within(sheet).getByLabelText('Your name in the link (optional)'), 'Karim');
    await ui.click(within(sheet).getByRole('button', { name: 'Challenge back' }));
    expect(await within(sheet).findByText('The challenge is copied: paste it in a message.')).toBeInTheDocument();
    const [text, link] = (await navigator.clipboard.readText()).split('\n');
    expect(text).toContain('300');
    expect(text).not.toContain('777');
    expect(new URL(link!).search).toBe('?g=mines&m=wide&s=777&sc=300&n=Karim');
  });
});
