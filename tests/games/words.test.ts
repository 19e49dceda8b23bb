import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expandGameParts } from '../../scripts/game-page-parts';
import { SHARED_BANGLA, type Words } from '../../src/games/engine/words';
import { GAMES_SOURCE, TYPED_GAMES } from './catalogue';

/**
 * Every game speaks the portal's language (docs/decisions/0046): its page and its code write
 * English, and its words.ts gives the Bangla of each, with the same placeholders.
 */
const BENGALI = /[\u0980-\u09FF]/;
const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map(([name]) => name).sort();
const literal = (quote: string, body: string) => new Function(`return ${quote}${body}${quote};`)() as string;

/** The English a game's page shows: text, accessible names, tooltips, placeholders. */
function pageWords(slug: string, title: string): string[] {
  const html = expandGameParts(readFileSync(join(GAMES_SOURCE, slug, 'page.html'), 'utf8'), title).replace(
    /<svg[\s\S]*?<\/svg>/g,
    '',
  );
  const words = [...html.matchAll(/>([^<>]+)</g)].map(([, text]) => text!.trim());
  for (const [, value] of html.matchAll(/(?:aria-label|title|placeholder)="([^"]*)"/g)) words.push(value!.trim());
  return words.filter((word) => /[A-Za-z]{2,}/.test(word) && word !== title);
}

/** Every literal a game's code passes to t(…), both sides of a t(cond ? '…' : '…'). */
function codeWords(slug: string): string[] {
  const dir = join(GAMES_SOURCE, slug);
  const words: string[] = [];
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.ts') && file !== 'words.ts')) {
    const source = readFileSync(join(dir, name), 'utf8');
    for (const [, quote, body] of source.matchAll(/\bt\(\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g)) words.push(literal(quote!, body!));
    for (const [, q1, one, q2, many] of source.matchAll(
      /\bt\([^'"`(),]*\?\s*(['"])((?:\\.|(?!\1)[^\\])*)\1\s*:\s*(['"])((?:\\.|(?!\3)[^\\])*)\3/g,
    ))
      words.push(literal(q1!, one!), literal(q2!, many!));
  }
  return words;
}

describe.each(TYPED_GAMES)('$slug in Bangla and English', ({ slug, title }) => {
  const table = async (): Promise<Words> => ({
    ...SHARED_BANGLA,
    ...((await import(`../../src/games/${slug}/words.ts`)) as { BANGLA: Words }).BANGLA,
  });

  it('has Bangla for every word of its page', async () => {
    const bangla = await table();
    const words = pageWords(slug, title);
    expect(words.length).toBeGreaterThan(0);
    expect(words.filter((word) => !bangla[word]?.match(BENGALI))).toEqual([]);
  });

  it('has Bangla for every word its code shows, with the same placeholders', async () => {
    const bangla = await table();
    for (const word of codeWords(slug)) {
      expect(bangla[word], `${slug}: "${word}"`).toMatch(BENGALI);
      expect(placeholders(bangla[word]!), `${slug}: "${word}"`).toEqual(placeholders(word));
    }
    for (const [english, text] of Object.entries(bangla)) expect(placeholders(text), english).toEqual(placeholders(english));
  });
});
