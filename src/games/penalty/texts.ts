import type { Theme } from '../themes';
import type { Wording } from '../engine/words';
import type { BannerText } from './marks';
import type { Banner, Penalty } from './rules';
import { finalScore, goals, kept, KEEPER_KICKS, shootoutDecided, WIN_BONUS } from './shootout';

/**
 * What Penalty Kick says around the picture, in the player's language: the scoreboard of kicks,
 * the three buttons' words, the line under the pitch, the big words after a kick, the end panel.
 */

type T = Wording['t'];

function dotsRow(label: string, list: readonly boolean[], slots: number, now: boolean, total: string | number): string {
  let dots = '';
  for (let i = 0; i < slots; i += 1) {
    const cls = i < list.length ? (list[i] ? 'in' : 'out') : i === list.length && now ? 'now' : '';
    dots += `<span class="dot ${cls}"></span>`;
  }
  return `<div class="row"><span class="who">${label}</span><span class="dots">${dots}</span><b class="total">${total}</b></div>`;
}

/** The kicks so far, one dot a kick (the next one ringed), as markup and as a sentence for screen readers. */
export function scoreboard(state: Penalty, t: T): { html: string; label: string } {
  const { you, cpu } = state;
  const next = state.turn?.who;
  if (state.mode === 'shootout') {
    const slots = Math.max(5, you.length + (next === 'you' ? 1 : 0), cpu.length + (next === 'cpu' ? 1 : 0));
    return {
      html: dotsRow(t('You'), you, slots, next === 'you', goals(you)) + dotsRow(t('CPU'), cpu, slots, next === 'cpu', goals(cpu)),
      label: t('You {you}, computer {cpu}', { you: goals(you), cpu: goals(cpu) }),
    };
  }
  if (state.mode === 'keeper') {
    // Green for a kick kept out, red for a goal let in.
    const saves = cpu.map((scored) => !scored);
    return {
      html: dotsRow(t('Saves'), saves, KEEPER_KICKS, true, `${goals(saves)}/${KEEPER_KICKS}`),
      label: t('{saves} saves from {kicks} kicks', { saves: goals(saves), kicks: cpu.length }),
    };
  }
  const shown = you.slice(-11);
  return {
    html: dotsRow(t('Streak'), shown, Math.max(5, shown.length + 1), true, goals(you)),
    label: t('{goals} goals in a row', { goals: goals(you) }),
  };
}

/** The three buttons' words and accessible names: aim and kick on the player's kick, dive or stay in goal. */
export function controlWords(state: Penalty, t: T): Array<[string, string]> {
  const turn = state.turn;
  const shooting = turn ? turn.who === 'you' : state.mode !== 'keeper';
  if (!shooting)
    return [
      [t('Dive'), t('Dive left')],
      [t('Stay'), t('Stay in the centre')],
      [t('Dive'), t('Dive right')],
    ];
  return [
    [t('Left'), t('Aim left')],
    turn?.phase === 'power' ? [t('Shoot'), t('Shoot')] : [t('Kick'), t('Kick')],
    [t('Right'), t('Aim right')],
  ];
}

/** The line under the pitch: what the player does now. */
export function turnWords(state: Penalty, t: T): string {
  const turn = state.turn;
  if (!turn) return '';
  if (turn.who === 'cpu') return t('You keep · dive as he strikes · watch his tell');
  if (turn.phase === 'aim') return t('Your kick · tap the goal or press Kick to aim');
  if (turn.phase === 'power') return t('Stop the power in the white box');
  return '';
}

/** The big words over the pitch after a kick, in the colour of who is glad. */
export function bannerWords(b: Banner, state: Penalty, theme: Theme, t: T): BannerText {
  const missed = {
    saved: t('SAVED!'),
    post: t('OFF THE POST'),
    bar: t('CROSSBAR!'),
    wide: t('WIDE!'),
    over: t('OVER THE BAR'),
    goal: t('GOAL!'),
  }[b.outcome];
  const scored = b.outcome === 'goal';
  if (b.who === 'you') {
    if (scored)
      return {
        text: t('GOAL!'),
        colour: theme.accent2,
        sub: state.mode === 'sudden' ? t('{goals} in a row', { goals: b.goals }) : '',
      };
    return { text: missed, colour: '#ff5c7a', sub: b.outcome === 'saved' ? t('The keeper read it') : '' };
  }
  if (scored) return { text: t('GOAL'), colour: theme.pink, sub: b.read ? t('He saw you go early') : t('They scored') };
  if (b.outcome === 'saved') return { text: t('SAVED!'), colour: theme.accent2, sub: t('What a stop!') };
  return { text: t('MISSED!'), colour: '#3ddc84', sub: missed.toLowerCase() };
}

/** The end panel's title and words, and the final score (a shootout won adds its bonus). */
export function endWords(state: Penalty, t: T): { title: string; text: string; score: number } {
  const { mode, you, cpu } = state;
  const score = finalScore(mode, you, cpu);
  if (mode === 'shootout') {
    const winner = shootoutDecided(you, cpu);
    const title = winner === 'you' ? t('You win the shootout!') : winner === 'cpu' ? t('The computer wins') : t('Honours even');
    const text = t('You {you} – {cpu} CPU · {you} scored, {kept} kept out', {
      you: goals(you),
      cpu: goals(cpu),
      kept: kept(cpu),
    });
    return { title, text: winner === 'you' ? `${text} · ${t('+{bonus} for the win', { bonus: WIN_BONUS })}` : text, score };
  }
  if (mode === 'keeper') {
    const title = score >= 7 ? t('Brick wall!') : score >= 4 ? t('Good hands') : t('Beaten');
    return { title, text: t('You kept out {saves} of {kicks} kicks', { saves: score, kicks: KEEPER_KICKS }), score };
  }
  const text = t(score === 1 ? '{goals} goal in a row before the miss' : '{goals} goals in a row before the miss', {
    goals: score,
  });
  return { title: score >= 10 ? t('Unstoppable!') : t('Streak over'), text, score };
}
