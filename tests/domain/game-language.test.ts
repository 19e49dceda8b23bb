import { describe, expect, it } from 'vitest';
import { gameAddressInLanguage } from '../../src/domain/game-language';

describe('the address a game is framed at', () => {
  it('tells a bundled game the language in its fragment, keeping its query for the server', () => {
    expect(gameAddressInLanguage('/games/snake/', 'bn')).toBe('/games/snake/#lang=bn');
    expect(gameAddressInLanguage('/games/snake/?theme=neon&mode=wrap', 'en')).toBe('/games/snake/?theme=neon&mode=wrap#lang=en');
  });

  it("replaces a language already in the fragment and keeps the fragment's other values", () => {
    expect(gameAddressInLanguage('/games/quiz/?mode=world#lang=en', 'bn')).toBe('/games/quiz/?mode=world#lang=bn');
    expect(gameAddressInLanguage('/games/quiz/#level=2', 'bn')).toBe('/games/quiz/#level=2&lang=bn');
  });

  it('leaves a game hosted elsewhere at its address: the language goes nowhere else', () => {
    expect(gameAddressInLanguage('https://games.example/play/1', 'bn')).toBe('https://games.example/play/1');
    expect(gameAddressInLanguage('', 'bn')).toBe('');
  });
});
