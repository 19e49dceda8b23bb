import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { PATHS } from '../../../domain/route-paths';

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
  /** The day of the last change (ISO, 'YYYY-MM-DD'), shown as "Last updated …" in the active language. */
  updated: string;
  sections: readonly Section[];
}

/** The static pages, in the order the "More information" links list them. */
export const STATIC_PAGES: ReadonlyArray<{ path: string; label: MessageDescriptor }> = [
  { path: PATHS.frequentlyAskedQuestions, label: msg`FAQs` },
  { path: PATHS.termsAndConditions, label: msg`Terms & Conditions` },
  { path: PATHS.privacyPolicy, label: msg`Privacy policy` },
  { path: PATHS.personalInfoAndDataPolicy, label: msg`Personal info & data policy` },
  { path: PATHS.cookieStatement, label: msg`Cookie statement` },
  { path: PATHS.parentalInformation, label: msg`Parental information` },
];
