// Makes sure a Chromium or Chrome is available for the real-browser tests, with a Bangla font.
// Order: $CHROME_PATH, well-known install locations, then (as root on Debian) `apt-get install chromium`.
// As root on Debian it also installs Chromium's headless shell, which the tests drive when present.
import { findBrowser, HEADLESS_SHELL } from './find-browser.mjs';
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const canApt = isRoot && existsSync('/usr/bin/apt-get');

ensureBanglaFont();
ensureHeadlessShell();
if (findBrowser()) process.exit(0);

if (canApt) {
  console.log('[setup] no Chromium found; installing Debian chromium…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  if (findBrowser()) process.exit(0);
}
console.error(
  '[setup] The end-to-end tests need Chrome or Chromium and none was found.\n' +
    '  Install one (Debian/Ubuntu: `sudo apt-get install chromium`; macOS: install Google Chrome)\n' +
    '  or point CHROME_PATH at the browser binary, then run `npm test` again.',
);
process.exit(1);

/**
 * The tests run in Chromium's headless shell when it is installed (a third less CPU per test than
 * the full browser; scripts/find-browser.mjs). It is an optimisation: without apt-get, or when the
 * package cannot be installed, the tests use the full browser.
 */
function ensureHeadlessShell() {
  if (process.env.CHROME_PATH || existsSync(HEADLESS_SHELL) || !canApt) return;
  console.log('[setup] installing Debian chromium-headless-shell for the browser tests…');
  try {
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell', {
      stdio: 'inherit',
    });
  } catch {
    console.warn('[setup] chromium-headless-shell could not be installed; the tests use the full Chromium.');
  }
}

/**
 * The players' phones render Bangla in Noto Sans Bengali (Android's own font). A Linux machine
 * without a Bengali font draws every Bangla letter as an empty box of another width, and the
 * small-screen gates would then measure boxes instead of words. On Linux with fontconfig, a missing
 * Bengali font is installed as the browser is (Debian's fonts-noto-core, Android's Noto family);
 * elsewhere the system's own font is used.
 */
function ensureBanglaFont() {
  if (process.platform !== 'linux' || !existsSync('/usr/bin/fc-list')) return;
  if (execSync('fc-list :lang=bn family', { encoding: 'utf8' }).trim()) return;
  if (canApt) {
    console.log('[setup] no Bengali font found; installing Debian fonts-noto-core (Noto Sans Bengali, as on Android)…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-noto-core', {
      stdio: 'inherit',
    });
    return;
  }
  console.warn(
    '[setup] No Bengali font is installed: Bangla pages will show empty boxes and the Bangla small-screen\n' +
      '  gates may fail. Install one (Debian/Ubuntu: `sudo apt-get install fonts-noto-core`).',
  );
}
