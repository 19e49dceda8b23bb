/** Types for find-browser.mjs, so the TypeScript e2e harness can reuse it. */
export function findBrowser(): string | undefined;
export function findTestBrowser(): string | undefined;
export const CHROME_FLAGS: string[];
export const HEADLESS_SHELL: string;
