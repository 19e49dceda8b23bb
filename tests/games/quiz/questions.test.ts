import { describe, expect, it } from 'vitest';
import { QUESTION_BANGLA } from '../../../src/games/quiz/questions-words';
import { SCIENCE, WORLD } from '../../../src/games/quiz/questions';
import { BANGLA } from '../../../src/games/quiz/words';

const BENGALI = /[\u0980-\u09FF]/;
/** Chemical symbols and the name K2 are written the same in Bangla. */
const SAME_IN_BANGLA = new Set(['Au', 'Ag', 'Gd', 'Go', 'K2']);

describe('the quiz question bank', () => {
  it('asks every quiz question in Bangla, with answers a player can tell apart', () => {
    const questions = [...SCIENCE, ...WORLD];
    expect(questions.length).toBeGreaterThan(40);
    for (const question of questions) {
      for (const text of question.filter((t) => /[A-Za-z]/.test(t))) {
        expect(Object.hasOwn(QUESTION_BANGLA, text), `"${text}" has its Bangla`).toBe(true);
        if (!SAME_IN_BANGLA.has(text)) expect(QUESTION_BANGLA[text], text).toMatch(BENGALI);
      }
      const answers = question.slice(2).map((answer) => QUESTION_BANGLA[answer] ?? answer);
      expect(new Set(answers).size, `the answers of "${question[1]}" differ in Bangla`).toBe(answers.length);
      expect(new Set(question.slice(2)).size, `the answers of "${question[1]}" differ`).toBe(4);
    }
  });

  it('gives the game its questions’ Bangla with its own words', () => {
    for (const [english, bangla] of Object.entries(QUESTION_BANGLA)) expect(BANGLA[english]).toBe(bangla);
  });
});
