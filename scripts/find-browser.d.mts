/** Types for find-browser.mjs, so the TypeScript e2e harness can reuse it. */
export function findBrowser(): string | undefined;
export const CHROME_FLAGS: string[];
