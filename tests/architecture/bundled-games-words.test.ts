import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';

/**
 * The bundled games speak the portal's language (docs/decisions/0046): each game writes its words
 * in English (in its page, and through Kit.t('…') in its scripts) and gives their Bangla in its
 * words.js; public/games/shared/words.js picks the language from the address's fragment.
 */
const GAMES_DIR = fileURLToPath(new URL('../../public/games/', import.meta.url));
/** The games still written as plain scripts in public/games (tests/games/words.test.ts has the typed ones). */
const SLUGS = (JSON.parse(readFileSync(join(GAMES_DIR, 'index.json'), 'utf8')) as { slug: string }[])
  .map((g) => g.slug)
  .filter((slug) => existsSync(join(GAMES_DIR, slug, 'game.js')));
const SHARED_WORDS = readFileSync(join(GAMES_DIR, 'shared', 'words.js'), 'utf8');

interface GameWindow {
  Kit: {
    lang: string;
    t: (english: string, vars?: Record<string, string | number>) => string;
    num: (value: number | string) => string;
    chooseLanguage: (hash: string, preferred: readonly string[]) => string;
  };
  document: Document;
}

/** A game's page as a player opens it at `fragment`, with its words loaded but not its game. */
function openPage(slug: string, fragment: string, languages: readonly string[] = ['en-US'], headExtra = '') {
  const markup = readFileSync(join(GAMES_DIR, slug, 'index.html'), 'utf8')
    .replace(/<script[^>]*><\/script>/g, '')
    .replace('</head>', `${headExtra}</head>`);
  const dom = new JSDOM(markup, { url: `http://portal.test/games/${slug}/${fragment}`, runScripts: 'outside-only' });
  Object.defineProperty(dom.window.navigator, 'languages', { value: languages });
  const page = dom.window as unknown as GameWindow & { eval: (source: string) => void };
  page.eval('window.Kit = {};');
  page.eval(SHARED_WORDS);
  page.eval(readFileSync(join(GAMES_DIR, slug, 'words.js'), 'utf8'));
  return page;
}

/** The page's own words: text, the window's title, accessible names and tooltips, with letters. */
function pageWords(document: Document): string[] {
  const words: string[] = [];
  const walker = document.createTreeWalker(document.documentElement, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) words.push(node.nodeValue?.trim() ?? '');
  for (const el of document.querySelectorAll('[aria-label], [title], [placeholder]'))
    for (const name of ['aria-label', 'title', 'placeholder']) words.push(el.getAttribute(name)?.trim() ?? '');
  return words.filter((word) => /[A-Za-z]{2,}/.test(word));
}

const literal = (quote: string, body: string) => new Function(`return ${quote}${body}${quote};`)() as string;

/** Every literal a game's scripts pass to Kit.t. */
function scriptWords(slug: string): string[] {
  const sources = readdirSync(join(GAMES_DIR, slug))
    .filter((name) => name.endsWith('.js') && name !== 'words.js')
    .map((name) => readFileSync(join(GAMES_DIR, slug, name), 'utf8'));
  const words: string[] = [];
  for (const source of sources) {
    for (const [, quote, body] of source.matchAll(/Kit\.t\(\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g))
      words.push(literal(quote!, body!));
    // Kit.t(count === 1 ? 'one …' : 'many …', …): both words.
    for (const [, q1, one, q2, many] of source.matchAll(
      /Kit\.t\([^'"`(),]*\?\s*(['"])((?:\\.|(?!\1)[^\\])*)\1\s*:\s*(['"])((?:\\.|(?!\3)[^\\])*)\3/g,
    ))
      words.push(literal(q1!, one!), literal(q2!, many!));
  }
  return words;
}

const BENGALI = /[\u0980-\u09FF]/;
const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map(([name]) => name).sort();

describe('the bundled games in Bangla and English', () => {
  it.each(SLUGS)('%s has every word of its page in Bangla, and lang="bn", when the portal asks for Bangla', (slug) => {
    const english = pageWords(openPage(slug, '#lang=en').document);
    expect(english.length).toBeGreaterThan(0);
    const { document, Kit } = openPage(slug, '?mode=classic#lang=bn');
    expect(document.documentElement.lang).toBe('bn');
    expect(Kit.lang).toBe('bn');
    const untranslated = english.filter((word) => Kit.t(word) === word);
    expect(untranslated, `${slug}: words of the page without Bangla`).toEqual([]);
    expect(
      pageWords(document).filter((word) => !BENGALI.test(word)),
      `${slug}: English left on the page`,
    ).toEqual([]);
    expect(document.title).toMatch(BENGALI);
  });

  it.each(SLUGS)('%s has Bangla for every word its scripts show, with the same placeholders', (slug) => {
    const { Kit } = openPage(slug, '#lang=bn');
    const words = scriptWords(slug);
    for (const word of words) {
      const bangla = Kit.t(word);
      expect(bangla, `${slug}: "${word}"`).not.toBe(word);
      expect(bangla, `${slug}: "${word}"`).toMatch(BENGALI);
      const raw = bangla.replace(/\{\w+\}/g, '');
      expect(raw, `${slug}: "${word}" has its placeholders in Bangla too`).not.toMatch(/[{}]/);
    }
    const { Kit: english } = openPage(slug, '#lang=en');
    for (const word of words) expect(english.t(word)).toBe(word);
  });

  it.each(SLUGS)('%s gives its Bangla the placeholders of its English', (slug) => {
    const table: Record<string, string> = {};
    const collect = { words: (words: Record<string, string>) => Object.assign(table, words) };
    new Function('Kit', readFileSync(join(GAMES_DIR, slug, 'words.js'), 'utf8'))(collect);
    for (const [english, bangla] of Object.entries(table)) expect(placeholders(bangla), english).toEqual(placeholders(english));
  });

  it('shows numbers in Bangla digits in Bangla, and as they are in English', () => {
    const bangla = openPage('snake', '#lang=bn').Kit;
    expect(bangla.num(2048)).toBe('২০৪৮');
    expect(bangla.num('1:05')).toBe('১:০৫');
    expect(bangla.t('{reason} Score {score} · Best {best}', { reason: 'ঠিক আছে।', score: 120, best: 3400 })).toBe(
      'ঠিক আছে। স্কোর ১২০ · সেরা ৩৪০০',
    );
    const english = openPage('snake', '#lang=en').Kit;
    expect(english.num(2048)).toBe('2048');
    expect(english.t('{reason} Score {score} · Best {best}', { reason: 'Fine.', score: 120, best: 3400 })).toBe(
      'Fine. Score 120 · Best 3400',
    );
  });

  it('writes the digits a game puts on its page later in Bangla digits', async () => {
    const { document } = openPage('snake', '#lang=bn');
    const score = document.querySelector('#score')!;
    expect(score.textContent).toBe('০');
    score.textContent = String(130);
    await Promise.resolve();
    expect(score.textContent).toBe('১৩০');
  });

  it("leaves the page's styles and scripts as they are: their digits are code", async () => {
    const { document } = openPage('snake', '#lang=bn');
    const style = document.createElement('style');
    style.textContent = '.a { width: 10px; }';
    const script = document.createElement('script');
    script.type = 'text/plain';
    script.textContent = 'const N = 17;';
    document.body.append(style, script);
    await Promise.resolve();
    expect(style.textContent).toBe('.a { width: 10px; }');
    expect(script.textContent).toBe('const N = 17;');
    const { document: built } = openPage('snake', '#lang=bn', ['en'], '<style>.b { top: 2px; }</style>');
    expect(built.querySelector('style')!.textContent).toBe('.b { top: 2px; }');
  });

  it("takes the portal's language from the fragment, else the browser's first Bangla or English", () => {
    const { Kit } = openPage('snake', '');
    expect(Kit.chooseLanguage('#lang=bn', ['en-US'])).toBe('bn');
    expect(Kit.chooseLanguage('#mode=x&lang=en', ['bn-BD'])).toBe('en');
    expect(Kit.chooseLanguage('', ['fr-FR', 'bn-BD', 'en'])).toBe('bn');
    expect(Kit.chooseLanguage('#lang=fr', ['en-GB', 'bn'])).toBe('en');
    expect(Kit.chooseLanguage('', ['fr'])).toBe('en');
    expect(openPage('snake', '', ['bn-BD', 'en']).Kit.lang).toBe('bn');
    expect(openPage('snake', '', ['bn-BD']).document.documentElement.lang).toBe('bn');
    expect(openPage('snake', '#lang=en', ['bn-BD']).Kit.lang).toBe('en');
  });
});
