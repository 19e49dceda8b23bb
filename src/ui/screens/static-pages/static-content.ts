/** The building blocks of a static page. Content is plain data rendered as text, never as HTML. */
export interface SiteFacts {
  productName: string;
  supportEmail: string;
}

/** A paragraph, or a bulleted list. */
export type Block = string | { list: readonly string[] };

export interface Section {
  heading: string;
  blocks: readonly Block[];
}

export interface PageContent {
  title: string;
  summary: string;
  /** Shown as "Last updated …". */
  updated: string;
  sections: readonly Section[];
}

/** The static pages, in the order the "More information" links list them. */
export const STATIC_PAGES = [
  { path: '/frequently-asked-questions', label: 'FAQs' },
  { path: '/terms-&-conditions', label: 'Terms & Conditions' },
  { path: '/privacy-policy', label: 'Privacy policy' },
  { path: '/personal-info-&-data-policy', label: 'Personal info & data policy' },
  { path: '/cookie-statement', label: 'Cookie statement' },
  { path: '/parental-information', label: 'Parental information' },
] as const;
