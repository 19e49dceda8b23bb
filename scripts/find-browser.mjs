// Locates a Chrome/Chromium binary; shared by the setup script and the e2e harness.
import { existsSync } from 'node:fs';

const candidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  'C:/Program Files/Google/Chrome/Application/chrome.exe',
];

/**
 * Flags for a quiet, reproducible headless Chromium (as root in containers and CI, without the
 * background network noise this machine's closed network would refuse). Shared by the e2e tests
 * and the benchmark.
 */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];

/**
 * Chromium's headless shell (Debian's chromium-headless-shell, the same engine without the
 * browser's window and services) costs about a third less CPU per test than the full browser run
 * headless; the tests use it when it is there. The benchmark measures the full browser, as
 * players run it.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser the tests drive: $CHROME_PATH, else the headless shell, else the full browser.
 * @returns {string | undefined}
 */
export function findTestBrowser() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : findBrowser();
}

/** @returns {string | undefined} */
export function findBrowser() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return candidates.find((path) => existsSync(path));
}
