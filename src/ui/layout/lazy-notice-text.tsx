import { lazy, Suspense } from 'react';
import type { Notice } from '../../application/notices';
import { screenWords } from '../i18n/catalogue';

const Words = lazy(() =>
  Promise.all([import('../components/notice-text'), screenWords()]).then(([m]) => ({ default: m.NoticeText })),
);

/** A notice worded in the active language; its code and words arrive when the first one is shown. */
export function NoticeText({ notice }: { notice: Notice }) {
  return (
    <Suspense>
      <Words notice={notice} />
    </Suspense>
  );
}
