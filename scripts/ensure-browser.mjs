// Makes sure a Chromium or Chrome is available for the real-browser tests.
// Order: $CHROME_PATH, well-known install locations, then (as root on Debian) `apt-get install chromium`.
import { findBrowser } from './find-browser.mjs';
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (findBrowser()) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
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
