import { describe, expect, it } from 'vitest';
import {
  bundledGameSlug,
  downloadSize,
  filesNoLongerNeeded,
  readableSize,
  savedBytes,
  type BundledGames,
  type SavedGame,
} from '../../src/domain/saved-games';
import { detail } from '../application/games/games-fakes';

const bundled: BundledGames = {
  snake: { bytes: 30_000, files: ['/games/snake/', '/games/snake/game.js', '/games/shared/kit.js'] },
  quiz: { bytes: 28_000, files: ['/games/quiz/', '/games/quiz/game.js', '/games/shared/kit.js'] },
};
const saved = (uniqueName: string, slug: string): SavedGame => ({
  slug,
  bytes: bundled[slug]!.bytes,
  files: bundled[slug]!.files,
  savedAt: '2026-01-01T00:00:00Z',
  game: detail({ uniqueName }),
});

describe('bundled games and what the device keeps of them', () => {
  it('knows a bundled game by its play address on the portal, and nothing else', () => {
    expect(bundledGameSlug('/games/snake/?mode=maze&speed=fast')).toBe('snake');
    expect(bundledGameSlug('https://elsewhere.example/games/snake/')).toBeNull();
    expect(bundledGameSlug('/play/snake')).toBeNull();
    expect(bundledGameSlug(undefined)).toBeNull();
  });

  it('gives a size only for a bundled game the build knows', () => {
    expect(downloadSize('/games/snake/?mode=classic', bundled)).toBe(30_000);
    expect(downloadSize('/games/unknown/', bundled)).toBeNull();
    expect(downloadSize('/games/snake/', null)).toBeNull();
  });

  it('reads sizes in whole kilobytes, never 0, below a megabyte and in tenths of a megabyte above', () => {
    expect(readableSize(30_262)).toEqual({ value: 31, unit: 'KB' });
    expect(readableSize(12)).toEqual({ value: 1, unit: 'KB' });
    expect(readableSize(1_250_000)).toEqual({ value: 1.3, unit: 'MB' });
  });

  it('counts the files of a game once however many saved titles play it', () => {
    expect(savedBytes([saved('snake-classic', 'snake'), saved('snake-maze', 'snake'), saved('quiz-world', 'quiz')])).toBe(58_000);
  });

  it('removes only the files no other saved game needs', () => {
    const snake = saved('snake-classic', 'snake');
    expect(filesNoLongerNeeded(snake, [saved('quiz-world', 'quiz')])).toEqual(['/games/snake/', '/games/snake/game.js']);
    expect(filesNoLongerNeeded(snake, [saved('snake-maze', 'snake')])).toEqual([]);
    expect(filesNoLongerNeeded(snake, [])).toEqual(bundled.snake!.files);
  });
});
