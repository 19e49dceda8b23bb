import { describe, expect, it } from 'vitest';
import {
  KEPT_BY_BUILD_HEADER,
  buildRevision,
  keptByBuild,
  stampedWithBuild,
} from '../../../src/adapters/service-worker/build-stamp';

const LIST = [
  { url: 'index.html', revision: 'a1' },
  { url: 'assets/index-X1.js', revision: null },
  { url: 'games/files.json', revision: 'g1' },
];

describe("the build a bundled game's kept page came from", () => {
  it('is the same for the same precache list in any order, and another when any file or revision changes', () => {
    const build = buildRevision(LIST);
    expect(buildRevision([...LIST].reverse())).toBe(build);
    expect(
      buildRevision(LIST.map((entry) => (entry.url === 'games/files.json' ? { ...entry, revision: 'g2' } : entry))),
    ).not.toBe(build);
    expect(buildRevision([...LIST, { url: 'assets/later-Y2.js', revision: null }])).not.toBe(build);
    expect(buildRevision(['index.html'])).not.toBe(buildRevision(['index.htm']));
  });

  it('answers from the device only a copy this build kept: an unmarked copy or an earlier build’s is asked for again', async () => {
    const page = new Response('<!doctype html><title>Runner</title>', {
      status: 200,
      headers: { 'content-type': 'text/html;charset=utf-8', 'content-security-policy': "default-src 'none'" },
    });
    const kept = stampedWithBuild(page, 'build-2');

    expect(keptByBuild(kept, 'build-2')).toBe(true);
    expect(keptByBuild(kept, 'build-3')).toBe(false);
    expect(keptByBuild(new Response('old copy'), 'build-2')).toBe(false);
    expect(keptByBuild(undefined, 'build-2')).toBe(false);
    // The kept copy is the page as it came: its status, headers and body.
    expect(kept.status).toBe(200);
    expect(kept.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(kept.headers.get('content-type')).toBe('text/html;charset=utf-8');
    expect(kept.headers.get(KEPT_BY_BUILD_HEADER)).toBe('build-2');
    expect(await kept.text()).toBe('<!doctype html><title>Runner</title>');
  });
});
