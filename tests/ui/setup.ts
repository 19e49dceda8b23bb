import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// The whole suite runs in parallel on small CI machines: give findBy/waitFor room before failing
// (a lazy screen's first import under full load was seen to take over 5 s).
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no layout and cannot scroll; the shell's ScrollRestoration scrolls on every navigation.
window.scrollTo = () => undefined;
