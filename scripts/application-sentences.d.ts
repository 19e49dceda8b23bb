/** The lint rule's settings (scripts/application-sentences.js), typed for the test that proves it bites. */
export const applicationSentenceSelectors: { selector: string; message: string }[];
