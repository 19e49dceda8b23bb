import { describe, expect, it } from 'vitest';
import { progressSetup } from './player-progress-fakes';

describe('an achievement event a game sends', () => {
  it('unlocks the game’s achievement for it once', async () => {
    const app = progressSetup();
    expect((await app.recordEvent.execute('mines', 'win')).map((achievement) => achievement.id)).toEqual(['mines.win']);
    expect(await app.recordEvent.execute('mines', 'win')).toEqual([]);
  });

  it('ignores an event the catalogue does not name, or a game the portal does not bundle', async () => {
    const app = progressSetup();
    expect(await app.recordEvent.execute('mines', 'flew-to-the-moon')).toEqual([]);
    expect(await app.recordEvent.execute('unknown', 'win')).toEqual([]);
    expect(app.port.records.size).toBe(0);
  });
});
