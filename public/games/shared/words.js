// The games' words in Bangla or English (docs/decisions/0046). Extends the global `Kit`.
// English is the source: a game writes its words in English through Kit.t('…') and in its page,
// and its own words.js gives their Bangla with Kit.words({ 'English': 'বাংলা' }).
(() => {
  'use strict';

  const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';

  /**
   * The language the portal asked for, from the address's fragment (`#lang=bn`): the fragment
   * reaches neither the server nor the service worker's cache match, and the page's inline
   * scripts (allowed by their hashes) stay the same in either language. Opened on its own, the
   * game follows the browser as the portal does: Bangla when the first of the preferred languages
   * that is Bangla or English is Bangla.
   */
  function chooseLanguage(hash, preferred) {
    let asked = null;
    try { asked = new URLSearchParams(String(hash || '').replace(/^#/, '')).get('lang'); } catch { /* no fragment */ }
    if (asked === 'bn' || asked === 'en') return asked;
    for (const tag of preferred || []) {
      const base = String(tag).toLowerCase().split('-')[0];
      if (base === 'bn' || base === 'en') return base;
    }
    return 'en';
  }

  const preferred = () => (navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language]);
  const lang = chooseLanguage(window.location.hash, preferred());
  const bangla = {};

  /** A number (or any text) with Bangla digits in Bangla. */
  function num(value) {
    const text = String(value);
    return lang === 'bn' ? text.replace(/[0-9]/g, (d) => BANGLA_DIGITS[Number(d)]) : text;
  }

  /** The words in the active language; `{name}` takes vars[name], its digits in the language's. */
  function t(english, vars) {
    const text = lang === 'bn' && Object.prototype.hasOwnProperty.call(bangla, english) ? bangla[english] : english;
    if (!vars) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name) => (name in vars ? num(vars[name]) : whole));
  }

  const ATTRIBUTES = ['aria-label', 'title', 'placeholder'];

  /** The page's own words (text, accessible names, tooltips) and digits, in Bangla. */
  function translatePage(root) {
    if (lang !== 'bn') return;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) translateText(node);
    for (const el of root.querySelectorAll('*')) {
      for (const name of ATTRIBUTES) {
        const value = el.getAttribute(name);
        if (value && Object.prototype.hasOwnProperty.call(bangla, value.trim())) el.setAttribute(name, bangla[value.trim()]);
      }
    }
  }

  // A script's or stylesheet's text is code: its digits are not the player's to read, and a
  // script changed before it runs would no longer match its hash in the page's policy.
  const CODE = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE']);

  function translateText(node) {
    if (node.parentNode && CODE.has(node.parentNode.nodeName)) return;
    const text = node.nodeValue;
    const key = text.trim();
    let next = key && Object.prototype.hasOwnProperty.call(bangla, key) ? text.replace(key, bangla[key]) : text;
    next = num(next);
    if (next !== text) node.nodeValue = next;
  }

  /** Adds a game's Bangla words and puts its page into the active language. */
  function words(table) {
    Object.assign(bangla, table);
    translatePage(document.documentElement);
  }

  document.documentElement.lang = lang;
  if (lang === 'bn') {
    // Scores, timers and counters a game writes as plain numbers show in Bangla digits too.
    new MutationObserver((changes) => {
      for (const change of changes) {
        if (change.type === 'characterData') translateText(change.target);
        for (const node of change.addedNodes || []) {
          if (node.nodeType === Node.TEXT_NODE) translateText(node);
          else if (node.nodeType === Node.ELEMENT_NODE) {
            const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
            for (let text = walker.nextNode(); text; text = walker.nextNode()) translateText(text);
          }
        }
      }
    }).observe(document.documentElement, { subtree: true, childList: true, characterData: true });
  }

  // The portal changes the fragment when the player switches language while the game is open:
  // the page starts again in the other language (its words were set at start).
  window.addEventListener('hashchange', () => {
    if (chooseLanguage(window.location.hash, preferred()) !== lang) window.location.reload();
  });

  Object.assign(window.Kit, { lang, t, num, words, chooseLanguage });

  // The words every game shares.
  words({
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
  });
})();
