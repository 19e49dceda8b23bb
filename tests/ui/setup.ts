import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from '@lingui/core';
import { activateLocale, screenWords } from '../../src/ui/i18n/catalogue';

afterEach(() => cleanup());

// Each file starts with the device's storage empty, as a fresh page would.
localStorage.clear();
sessionStorage.clear();

// The whole suite runs in parallel on small CI machines: give findBy/waitFor room before failing
// (a lazy screen's first import, with its catalogue, under full load was seen to take over 10 s
// while the browser tests build and run beside it on two cores).
configure({ asyncUtilTimeout: 20_000 });

// jsdom has no layout and cannot scroll; the shell's ScrollRestoration scrolls on every navigation.
window.scrollTo = () => undefined;

// The portal's words come from the compiled catalogues, as in the browser. Tests run in English
// unless a test chooses Bangla; each test starts in English again.
await activateLocale('en');
await screenWords();
afterEach(() => {
  if (i18n.locale !== 'en') i18n.activate('en');
  document.documentElement.lang = 'en';
});
