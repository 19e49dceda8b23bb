import { describe, expect, it } from 'vitest';
import {
  checkBudgets,
  checkRepeatVisit,
  distinctChecks,
  keyFigures,
  keyFiguresTable,
  type KeyFigureInputs,
  type PageResult,
} from '../../../bench/budgets';

const KB = 1024;

const page = (path: string, route: string, overrides: Partial<PageResult> = {}): PageResult => ({
  route,
  path,
  score: 99,
  lcpMs: 1000,
  lcpToFloor: 1.1,
  tbtMs: 40,
  cls: 0,
  fcpMs: 800,
  firstLoadJsGzipBytes: 140 * KB,
  firstLoadCssGzipBytes: 10 * KB,
  fetchedJsGzipBytes: 200 * KB,
  phaseEndsMs: {},
  ...overrides,
});

const inputs = (overrides: Partial<KeyFigureInputs> = {}): KeyFigureInputs => ({
  homeFirstLoad: {
    en: { entryGzipBytes: 140 * KB, totalGzipBytes: 145 * KB },
    bn: { entryGzipBytes: 140 * KB, totalGzipBytes: 146 * KB },
  },
  repeatVisitBytesBesidesPictures: { withinWindow: 2 * KB, afterWindow: 12 * KB },
  timeToPlaying: { firstPlayButtonMs: 1800, playingMs: 2900 },
  pages: [page('/home', '/home'), page('/tournament', '/tournament', { lcpToFloor: 1.25 })],
  floor: { lcpMs: 900 },
  http1: false,
  ...overrides,
});

const FLOOR = { path: '/floor/', pictureBytes: 20 * KB, score: 100, lcpMs: 900, fcpMs: 700, tbtMs: 0, cls: 0 };

const verdicts = (checks: ReturnType<typeof keyFigures>) => checks.map((check) => [check.page, check.pass]);

describe("the bench's key figures", () => {
  it('puts each of the figures the portal is steered by beside its budget', () => {
    const figures = keyFigures(inputs());

    expect(figures.map((check) => [check.page, check.actual, check.budget])).toEqual([
      ['/home entry, gzip (en)', '140.0 KB', '≤ 149.0 KB'],
      ['/home before idle, gzip (en)', '145.0 KB', '≤ 150.0 KB'],
      ['/home entry, gzip (bn)', '140.0 KB', '≤ 149.0 KB'],
      ['/home before idle, gzip (bn)', '146.0 KB', '≤ 150.0 KB'],
      ['/home (repeat visit within ten minutes)', '2.0 KB', '≤ 20.0 KB on the network besides pictures'],
      ['/home (repeat visit, lists refreshed)', '12.0 KB', '≤ 20.0 KB on the network besides pictures'],
      ['time to playing: Play tappable', '1.80 s', '≤ 2.00 s'],
      ["time to playing: the game's first frame", '2.90 s', '≤ 3.00 s'],
      ['/tournament', '1.25×', 'LCP ≤ 1.3× the floor (0.90 s) over HTTP/2'],
      ['/home', '40 ms', 'TBT ≤ 100 ms (median)'],
      ['/home', '1.10×', 'LCP ≤ 1.2× the floor (0.90 s) over HTTP/2'],
    ]);
    expect(figures.every((check) => check.pass)).toBe(true);
    expect(figures.slice(0, 2).map((check) => check.goal)).toEqual(['120.0 KB', '130.0 KB']);
  });

  it('says which figures are past their budget', () => {
    const figures = keyFigures(
      inputs({
        homeFirstLoad: {
          en: { entryGzipBytes: 149 * KB + 1, totalGzipBytes: 150 * KB },
          bn: { entryGzipBytes: 149 * KB, totalGzipBytes: 150 * KB + 1 },
        },
        repeatVisitBytesBesidesPictures: { withinWindow: 20 * KB, afterWindow: 20 * KB + 1 },
        timeToPlaying: { firstPlayButtonMs: 2001, playingMs: 3001 },
        pages: [
          page('/home', '/home', { tbtMs: 101, lcpToFloor: 1.21 }),
          page('/tournament', '/tournament', { lcpToFloor: 1.31 }),
        ],
      }),
    );

    expect(verdicts(figures)).toEqual([
      ['/home entry, gzip (en)', false],
      ['/home before idle, gzip (en)', true],
      ['/home entry, gzip (bn)', true],
      ['/home before idle, gzip (bn)', false],
      ['/home (repeat visit within ten minutes)', true],
      ['/home (repeat visit, lists refreshed)', false],
      ['time to playing: Play tappable', false],
      ["time to playing: the game's first frame", false],
      ['/tournament', false],
      ['/home', false],
      ['/home', false],
    ]);
  });

  it('holds /tournament to 1.3× the floor over either protocol, and /home to 1.3× over HTTP/1.1 only', () => {
    const pages = [page('/home', '/home', { lcpToFloor: 1.25 }), page('/tournament', '/tournament', { lcpToFloor: 1.28 })];

    const overHttp1 = keyFigures(inputs({ pages, http1: true }));
    const overHttp2 = keyFigures(inputs({ pages, http1: false }));

    expect(overHttp1.filter((check) => check.actual.endsWith('×')).map((c) => [c.page, c.pass])).toEqual([
      ['/tournament', true],
      ['/home', true],
    ]);
    expect(overHttp2.filter((check) => check.actual.endsWith('×')).map((c) => [c.page, c.pass])).toEqual([
      ['/tournament', true],
      ['/home', false],
    ]);
  });

  it('counts a key figure that is also a page budget once among the budgets', () => {
    const given = inputs();
    const all = distinctChecks([
      ...keyFigures(given),
      ...checkBudgets(given.pages, { floor: FLOOR, devtoolsHomeToFloor: 1.5, http1: false }),
      ...checkRepeatVisit({
        lcpMs: 800,
        transferBytesBeforePictures: 2 * KB,
        afterWindow: { transferBytesBeforePictures: 12 * KB },
      }),
    ]);

    const home = all.filter((check) => check.page === '/home').map((check) => check.budget);
    expect(home.filter((budget) => budget.startsWith('TBT'))).toHaveLength(1);
    expect(home.filter((budget) => budget.startsWith('LCP ≤ 1.2×'))).toHaveLength(1);
    expect(all.filter((check) => check.page.startsWith('/home (repeat visit')).map((check) => check.budget)).toEqual([
      '≤ 20.0 KB on the network besides pictures',
      '≤ 20.0 KB on the network besides pictures',
      'LCP ≤ 1 s',
    ]);
  });

  it('prints one row per figure with its budget, whether it is within, and its goal', () => {
    const lines = keyFiguresTable(keyFigures(inputs({ timeToPlaying: { firstPlayButtonMs: 2500, playingMs: 2900 } }))).split(
      '\n',
    );

    expect(lines[0]).toMatch(/^figure\s+today\s+budget\s+within\s+goal$/);
    expect(lines.find((line) => line.startsWith('/home entry, gzip (en)'))).toMatch(/140\.0 KB\s+≤ 149\.0 KB\s+yes\s+120\.0 KB$/);
    expect(lines.find((line) => line.startsWith('time to playing: Play tappable'))).toMatch(/2\.50 s\s+≤ 2\.00 s\s+NO/);
    expect(lines).toHaveLength(2 + 11);
  });
});
