import { useId, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { AppConfig } from '../../../application/config';
import { useFormat } from '../../i18n/format';
import { useService } from '../../hooks/container-context';
import { LaterIcon } from '../../components/later-icons';
import { STATIC_PAGES, type Block, type PageContent, type SiteFacts } from './static-content';
import styles from './static-page.module.css';

interface StaticPageProps {
  title: string;
  summary: string;
  /** ISO day of the last change: '2025-03-01'. */
  updated: string;
  children: ReactNode;
}

/** The shared frame of the help and legal pages: title, summary, the content, a way to reach
 * support, and links to the other pages of the set. */
export function StaticPage({ title, summary, updated, children }: StaticPageProps) {
  const { productName, supportEmail } = useService(AppConfig);
  const { t, i18n } = useLingui();
  const format = useFormat();
  const { pathname } = useLocation();
  const current = safeDecode(pathname);
  const day = format.longDay(updated);
  return (
    <article className={`page ${styles.page}`}>
      <div className={styles.header}>
        <p className={styles.eyebrow}>{productName}</p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.summary}>{summary}</p>
        <p className={styles.updated}>{t`Last updated ${day}`}</p>
      </div>
      {children}
      <aside className={styles.contact} aria-label={t`Contact support`}>
        <LaterIcon name="mail" />
        <p>
          <Trans>
            Still have a question? Write to us at <a href={`mailto:${supportEmail}`}>{supportEmail}</a>. We answer within one
            working day.
          </Trans>
        </p>
      </aside>
      <nav className={styles.more} aria-label={t`More information`}>
        <h2 className={styles.moreTitle}>
          <Trans>More information</Trans>
        </h2>
        <ul>
          {STATIC_PAGES.filter((p) => p.path !== current).map((p) => (
            <li key={p.path}>
              <Link to={p.path}>{i18n._(p.label)}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}

export function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return blocks.map((block, i) =>
    typeof block === 'string' ? (
      <p key={i}>{block}</p>
    ) : (
      <ul key={i}>
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    ),
  );
}

function ContentSection({ heading, blocks }: { heading: string; blocks: readonly Block[] }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <Blocks blocks={blocks} />
    </section>
  );
}

/**
 * A route module's Component for a page made of sections. `useContent` is a hook: it writes the
 * page in the active language (through `useLingui`) with the configured product name and address.
 */
export function staticPage(useContent: (facts: SiteFacts) => PageContent) {
  return function Component() {
    const { productName, supportEmail } = useService(AppConfig);
    const page = useContent({ productName, supportEmail });
    return (
      <StaticPage title={page.title} summary={page.summary} updated={page.updated}>
        {page.sections.map((section) => (
          <ContentSection key={section.heading} {...section} />
        ))}
      </StaticPage>
    );
  };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
