import { describe, expect, it } from 'vitest';
import { THEMES } from '../../../src/games/themes';
import { geometry, project } from '../../../src/games/penalty/geometry';
import { wording } from '../../../src/games/engine/words';
import { newGame, restingGame, type Penalty } from '../../../src/games/penalty/rules';
import { bannerWords, controlWords, endWords, scoreboard, turnWords } from '../../../src/games/penalty/texts';
import { BANGLA } from '../../../src/games/penalty/words';

const { t } = wording('en', BANGLA);
const bn = wording('bn', BANGLA);
const kicks = (text: string) => [...text].map((c) => c === 'o');
const game = (mode: Penalty['mode'], you: string, cpu: string): Penalty => ({
  ...restingGame(mode, 2, 1),
  you: kicks(you),
  cpu: kicks(cpu),
});

describe('what Penalty Kick says', () => {
  it('shows the kicks as dots, the next one ringed, and says the score', () => {
    const shootout = { ...newGame('shootout', 2, 1), you: kicks('ox'), cpu: kicks('x') };
    shootout.turn = { who: 'cpu', phase: 'runup' };
    const board = scoreboard(shootout, t);
    expect(board.html.match(/dot in/g)).toHaveLength(1);
    expect(board.html.match(/dot out/g)).toHaveLength(2);
    expect(board.html.match(/dot now/g)).toHaveLength(1);
    expect(board.label).toBe('You 1, computer 0');
    expect(scoreboard(game('keeper', '', 'xo'), t)).toMatchObject({ label: '1 saves from 2 kicks' });
    expect(scoreboard(game('keeper', '', 'xo'), t).html).toContain('1/10');
    expect(scoreboard(game('sudden', 'ooo', ''), bn.t).label).toBe('টানা ৩ গোল');
  });

  it('names the buttons for shooting or keeping, and Shoot once the aim is fixed', () => {
    const kick = newGame('shootout', 2, 1);
    expect(controlWords(kick, t).map(([, name]) => name)).toEqual(['Aim left', 'Kick', 'Aim right']);
    kick.turn!.phase = 'power';
    expect(controlWords(kick, t)[1]).toEqual(['Shoot', 'Shoot']);
    expect(controlWords(newGame('keeper', 2, 1), t).map(([, name]) => name)).toEqual([
      'Dive left',
      'Stay in the centre',
      'Dive right',
    ]);
    expect(controlWords(restingGame('keeper', 2, 1), t)[1]).toEqual(['Stay', 'Stay in the centre']);
  });

  it('says what to do now under the pitch', () => {
    const kick = newGame('sudden', 2, 1);
    expect(turnWords(kick, t)).toMatch(/^Your kick/);
    kick.turn!.phase = 'power';
    expect(turnWords(kick, t)).toBe('Stop the power in the white box');
    kick.turn!.phase = 'flight';
    expect(turnWords(kick, t)).toBe('');
    expect(turnWords(newGame('keeper', 2, 1), t)).toMatch(/^You keep/);
    expect(turnWords(restingGame('keeper', 2, 1), t)).toBe('');
  });

  it('cheers the player’s goals and saves, and says how the others went', () => {
    const theme = THEMES.classic;
    const state = game('sudden', 'oo', '');
    const at = { at: 0, read: false, goals: 2 };
    expect(bannerWords({ ...at, who: 'you', outcome: 'goal' }, state, theme, t)).toEqual({
      text: 'GOAL!',
      colour: theme.accent2,
      sub: '2 in a row',
    });
    expect(bannerWords({ ...at, who: 'you', outcome: 'saved' }, state, theme, t).sub).toBe('The keeper read it');
    expect(bannerWords({ ...at, who: 'you', outcome: 'bar' }, state, theme, t).text).toBe('CROSSBAR!');
    expect(bannerWords({ ...at, who: 'cpu', outcome: 'goal', read: true }, state, theme, t).sub).toBe('He saw you go early');
    expect(bannerWords({ ...at, who: 'cpu', outcome: 'goal' }, state, theme, t).sub).toBe('They scored');
    expect(bannerWords({ ...at, who: 'cpu', outcome: 'saved' }, state, theme, t).sub).toBe('What a stop!');
    expect(bannerWords({ ...at, who: 'cpu', outcome: 'wide' }, state, theme, t)).toMatchObject({ text: 'MISSED!', sub: 'wide!' });
  });

  it('ends with the result, its words and the final score', () => {
    expect(endWords(game('shootout', 'ooo', 'xxx'), t)).toEqual({
      title: 'You win the shootout!',
      text: 'You 3 – 0 CPU · 3 scored, 3 kept out · +3 for the win',
      score: 9,
    });
    expect(endWords(game('shootout', 'xxx', 'ooo'), t).title).toBe('The computer wins');
    expect(endWords(game('shootout', 'oooooxxxxx', 'oooooxxxxx'), t).title).toBe('Honours even');
    expect(endWords(game('keeper', '', 'xxxxxxxooo'), t).title).toBe('Brick wall!');
    expect(endWords(game('keeper', '', 'xxxxoooooo'), t).title).toBe('Good hands');
    expect(endWords(game('keeper', '', 'oooooooooo'), t)).toMatchObject({ title: 'Beaten', text: 'You kept out 0 of 10 kicks' });
    expect(endWords(game('sudden', 'ox', ''), t)).toMatchObject({
      title: 'Streak over',
      text: '1 goal in a row before the miss',
    });
    expect(endWords(game('sudden', 'oooooooooox', ''), t).title).toBe('Unstoppable!');
  });
});

describe('the camera behind the spot', () => {
  it('puts the spot low, the goal line above it, the posts either side, and halves sizes at the line', () => {
    const g = geometry(340, 520);
    expect(project(g, 0, 0, 0)).toMatchObject({ x: 170, y: g.spotY, s: 2 });
    const post = project(g, 1, 1, 1);
    expect(post).toMatchObject({ x: 170 + g.halfW, ground: g.gl, s: 1 });
    expect(post.y).toBeCloseTo(g.gl - g.gh);
  });
});
