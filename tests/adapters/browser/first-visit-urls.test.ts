import { describe, expect, it } from 'vitest';
import { firstVisitUrls } from '../../../src/adapters/browser/service-worker-updates';

const ORIGIN = 'https://portal.example';

/** A page that has loaded these addresses before the service worker controlled it. */
function pageThatLoaded(paths: string[]): Pick<Window, 'location' | 'performance'> {
  const entries = paths.map((path) => ({ name: path.startsWith('http') ? path : `${ORIGIN}${path}` }));
  return {
    location: { origin: ORIGIN } as Location,
    performance: { getEntriesByType: () => entries } as unknown as Performance,
  };
}

describe('what the first visit hands to the service worker once it is installed', () => {
  it("names the configuration, the catalogue's answers, the art and the bundled games' pages it asked for, each once", () => {
    const win = pageThatLoaded([
      '/config.json',
      '/api/play/games/top/ten',
      '/api/play/games/top/ten',
      '/mock-assets/art/t-1.webp',
      '/games/runner/',
      '/games/racer/?mode=night',
      '/games/files.json',
      '/assets/index-X1.js',
      '/api/tournament/leaderboard/a/b',
      'https://elsewhere.example/games/runner/',
    ]);
    expect(firstVisitUrls(win)).toEqual([
      `${ORIGIN}/config.json`,
      `${ORIGIN}/api/play/games/top/ten`,
      `${ORIGIN}/mock-assets/art/t-1.webp`,
      `${ORIGIN}/games/runner/`,
      `${ORIGIN}/games/racer/?mode=night`,
    ]);
  });
});
