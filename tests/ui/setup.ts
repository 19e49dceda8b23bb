import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// jsdom has no layout and cannot scroll; the shell's ScrollRestoration scrolls on every navigation.
window.scrollTo = () => undefined;
