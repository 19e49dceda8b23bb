import BANK from './questions.json';

/**
 * The quiz's question bank (questions.json), by topic: science, and world (geography, history and
 * culture, with a good share about Bangladesh and South Asia for the portal's players). A title's
 * mode picks a topic; mixed asks from both. Each question: [category, question, correct answer,
 * ...three wrong answers], in English; questions-words.ts gives the Bangla of each.
 */
export type Question = readonly [category: string, text: string, correct: string, wrong1: string, wrong2: string, wrong3: string];

const questions = (rows: readonly string[][]): readonly Question[] =>
  rows.map((row) => {
    if (row.length !== 6) throw new Error(`A quiz question has a category, a text and four answers: ${row.join(' / ')}`);
    return row as unknown as Question;
  });

export const SCIENCE = questions(BANK.science);
export const WORLD = questions(BANK.world);
