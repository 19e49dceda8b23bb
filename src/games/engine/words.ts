/**
 * The games' words in Bangla or English (docs/decisions/0046). English is the source: a game writes
 * its words in English through t('…') and in its page, and gives their Bangla as a table
 * ({ 'English': 'বাংলা' }) to startGame.
 */

export type Lang = 'bn' | 'en';
export type Words = Readonly<Record<string, string>>;

const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';

/**
 * The language the portal asked for, from the address's fragment (`#lang=bn`): the fragment reaches
 * neither the server nor the service worker's cache match, and the page's inline script (allowed by
 * its hash) stays the same in either language. Opened on its own, the game follows the browser as
 * the portal does: Bangla when the first of the preferred languages that is Bangla or English is
 * Bangla.
 */
export function chooseLanguage(hash: string, preferred: readonly string[]): Lang {
  const asked = new URLSearchParams(hash.replace(/^#/, '')).get('lang');
  if (asked === 'bn' || asked === 'en') return asked;
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'bn' || base === 'en') return base;
  }
  return 'en';
}

/** The words every game shares. */
export const SHARED_BANGLA: Words = {
  Score: 'স্কোর',
  Best: 'সেরা',
  Play: 'খেলুন',
  'Play again': 'আবার খেলুন',
  Pause: 'বিরতি',
  Paused: 'বিরতি',
  Resume: 'আবার শুরু',
  'Take a breather.': 'একটু জিরিয়ে নিন।',
  'Game over': 'খেলা শেষ',
  'New game': 'নতুন খেলা',
  Level: 'লেভেল',
  Lives: 'জীবন',
  Start: 'শুরু',
  Next: 'পরেরটি',
  Time: 'সময়',
  Left: 'বাঁয়ে',
  Right: 'ডানে',
  Up: 'উপরে',
  Down: 'নিচে',
  'Your best: {best}': 'আপনার সেরা: {best}',
  'Welcome back: your game is where you left it.': 'ফিরে আসায় স্বাগতম: খেলাটি যেখানে রেখেছিলেন সেখানেই আছে।',
};

/** Words in one language: t() for sentences with {placeholders}, num() for digits. */
export interface Wording {
  readonly lang: Lang;
  t(english: string, vars?: Readonly<Record<string, string | number>>): string;
  num(value: string | number): string;
  /** True when the table has a Bangla for this English (for the tests of a game's words). */
  has(english: string): boolean;
}

export function wording(lang: Lang, bangla: Words): Wording {
  const own = (key: string) => Object.prototype.hasOwnProperty.call(bangla, key);
  const num = (value: string | number) => {
    const text = String(value);
    return lang === 'bn' ? text.replace(/[0-9]/g, (d) => BANGLA_DIGITS[Number(d)]!) : text;
  };
  return {
    lang,
    num,
    has: own,
    t(english, vars) {
      const text = lang === 'bn' && own(english) ? bangla[english]! : english;
      if (!vars) return text;
      return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? num(vars[name]!) : whole));
    },
  };
}

const ATTRIBUTES = ['aria-label', 'title', 'placeholder'];
// A script's or stylesheet's text is code: its digits are not the player's to read.
const CODE = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE']);

/**
 * Puts the page into the language: its own words (text, accessible names, tooltips) from the
 * table, and, in Bangla, every digit a game writes later (scores, timers, counters) as it is written.
 */
export function translatePage(words: Wording, bangla: Words, root: HTMLElement = document.documentElement): void {
  root.lang = words.lang;
  if (words.lang !== 'bn') return;
  const translateText = (node: Node) => {
    if (node.parentNode && CODE.has(node.parentNode.nodeName)) return;
    const text = node.nodeValue ?? '';
    const key = text.trim();
    const next = words.num(key && words.has(key) ? text.replace(key, bangla[key]!) : text);
    if (next !== text) node.nodeValue = next;
  };
  const translateTree = (from: Node) => {
    if (from.nodeType === Node.TEXT_NODE) return translateText(from);
    const walker = document.createTreeWalker(from, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) translateText(node);
  };
  translateTree(root);
  for (const el of root.querySelectorAll('*')) {
    for (const name of ATTRIBUTES) {
      const value = el.getAttribute(name)?.trim();
      if (value && words.has(value)) el.setAttribute(name, bangla[value]!);
    }
  }
  new MutationObserver((changes) => {
    for (const change of changes) {
      if (change.type === 'characterData') translateText(change.target);
      for (const node of change.addedNodes) translateTree(node);
    }
  }).observe(root, { subtree: true, childList: true, characterData: true });
}
