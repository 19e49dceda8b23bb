import { Rng } from '../engine/rng';
import { SCIENCE, WORLD, type Question } from './questions';

/**
 * The quiz's rules, apart from its page: a round asks ROUND questions of the title's topic, each
 * once, its four answers in a shuffled order; a countdown runs while a question is open, and a right
 * answer scores 100 points and up to 75 more for the time left. Pure: the questions and every order
 * are drawn from the round's seed when it starts, and the clock counts whole fixed steps.
 */

export type Mode = 'mixed' | 'science' | 'world';
export const MODES = ['mixed', 'science', 'world'] as const satisfies readonly [Mode, ...Mode[]];

/** Questions in a round. */
export const ROUND = 10;
/** The clock counts steps of 1/STEPS_PER_SECOND s: the time bonus is the same on every screen. */
export const STEPS_PER_SECOND = 60;
/** The seconds for each question, by the title's speed. */
export const SECONDS = { 1: 20, 2: 15, 3: 10 } as const;
/** The answers each question shows (its right one first in the bank). */
export const ANSWERS = 4;
/** A right answer's points, and at most this many more for answering at once. */
export const BASE_POINTS = 100;
export const TIME_BONUS = 75;

const MIXED: readonly Question[] = [...SCIENCE, ...WORLD];

/** The questions a topic asks from. */
export const pool = (mode: Mode): readonly Question[] => ({ mixed: MIXED, science: SCIENCE, world: WORLD })[mode];

/** One question of a round: its place in the topic's pool, and its answers as shown (order[i] = 0 is the right one). */
export interface Asked {
  question: number;
  order: number[];
}

/** A player's answer: the shown place chosen (null when the time ran out) and what it scored. */
export interface Answer {
  chosen: number | null;
  points: number;
}

export interface Round {
  mode: Mode;
  seconds: number;
  asked: Asked[];
  /** One per question answered so far: answers.length is index, or index + 1 once it is answered. */
  answers: Answer[];
  /** The question on screen. */
  index: number;
  /** The open question's clock, in fixed steps. */
  stepsLeft: number;
  score: number;
  over: boolean;
}

export type Status = 'asking' | 'answered' | 'over';

/** A new round: ROUND different questions of the topic, each with its answers in a shuffled order. */
export function newRound(mode: Mode, speed: 1 | 2 | 3, seed: number): Round {
  const rng = new Rng(seed);
  const questions = rng.shuffle(pool(mode).map((_, i) => i)).slice(0, ROUND);
  const seconds = SECONDS[speed];
  return {
    mode,
    seconds,
    asked: questions.map((question) => ({ question, order: rng.shuffle([0, 1, 2, 3]) })),
    answers: [],
    index: 0,
    stepsLeft: seconds * STEPS_PER_SECOND,
    score: 0,
    over: false,
  };
}

export function status(round: Round): Status {
  if (round.over) return 'over';
  return round.answers.length > round.index ? 'answered' : 'asking';
}

/** What the player sees of the question on screen. */
export interface Shown {
  category: string;
  text: string;
  /** The answers in the order shown. */
  answers: string[];
  /** The shown place of the right answer. */
  right: number;
  correct: string;
}

export function shown(round: Round): Shown {
  const { question, order } = round.asked[round.index]!;
  const [category, text, ...answers] = pool(round.mode)[question]!;
  return { category, text, answers: order.map((i) => answers[i]!), right: order.indexOf(0), correct: answers[0] };
}

/** A right answer's points with this many steps of the clock left; a wrong one scores nothing. */
export function pointsFor(right: boolean, stepsLeft: number, seconds: number): number {
  return right ? BASE_POINTS + Math.round((stepsLeft / (seconds * STEPS_PER_SECOND)) * TIME_BONUS) : 0;
}

/** The player picks the answer shown at `place` (or the time ran out: null); only an open question takes one. */
export function answer(round: Round, place: number | null): Round {
  if (status(round) !== 'asking') return round;
  const right = place !== null && round.asked[round.index]!.order[place] === 0;
  const points = pointsFor(right, round.stepsLeft, round.seconds);
  return { ...round, answers: [...round.answers, { chosen: place, points }], score: round.score + points };
}

/** One fixed step of the open question's clock; at 0 the question is answered by no one. */
export function tick(round: Round): Round {
  if (status(round) !== 'asking') return round;
  const stepsLeft = round.stepsLeft - 1;
  return stepsLeft <= 0 ? answer({ ...round, stepsLeft: 0 }, null) : { ...round, stepsLeft };
}

/** After an answer: the next question with a full clock, or the end of the round after the last. */
export function next(round: Round): Round {
  if (status(round) !== 'answered') return round;
  if (round.index + 1 >= round.asked.length) return { ...round, over: true };
  return { ...round, index: round.index + 1, stepsLeft: round.seconds * STEPS_PER_SECOND };
}

/** The last answer was right. */
export const lastRight = (round: Round): boolean => (round.answers.at(-1)?.points ?? 0) > 0;

export const rightAnswers = (round: Round): number => round.answers.filter((a) => a.points > 0).length;

/** How the round went: 8 or more right is brilliant, 5 or more well played. */
export function verdict(right: number): 'brilliant' | 'well' | 'practise' {
  return right >= 8 ? 'brilliant' : right >= 5 ? 'well' : 'practise';
}

const isWhole = (value: unknown, min = 0, max = Number.MAX_SAFE_INTEGER): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

const isOrder = (order: unknown): order is number[] =>
  Array.isArray(order) && order.length === ANSWERS && [...order].sort().every((v, i) => v === i);

/** A saved round read back, or null when it is not an unfinished round of this mode and speed. */
export function readRound(saved: unknown, mode: Mode, speed: 1 | 2 | 3): Round | null {
  if (typeof saved !== 'object' || saved === null) return null;
  const r = saved as Partial<Round>;
  if (r.mode !== mode || r.seconds !== SECONDS[speed] || r.over !== false || !Array.isArray(r.asked) || !Array.isArray(r.answers))
    return null;
  const size = pool(mode).length;
  const asked = r.asked as Partial<Asked>[];
  if (asked.length !== Math.min(ROUND, size)) return null;
  if (!asked.every((a) => isWhole(a.question, 0, size - 1) && isOrder(a.order))) return null;
  if (new Set(asked.map((a) => a.question)).size !== asked.length) return null;
  if (!isWhole(r.index, 0, asked.length - 1) || !isWhole(r.stepsLeft, 0, r.seconds * STEPS_PER_SECOND)) return null;
  const answers = r.answers as Partial<Answer>[];
  if (answers.length !== r.index && answers.length !== r.index + 1) return null;
  if (!answers.every((a) => (a.chosen === null || isWhole(a.chosen, 0, ANSWERS - 1)) && isWhole(a.points))) return null;
  if (r.score !== answers.reduce((sum, a) => sum + a.points!, 0)) return null;
  return r as Round;
}
