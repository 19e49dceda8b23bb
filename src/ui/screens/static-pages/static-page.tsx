import { useId, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { AppConfig } from '../../../application/config';
import { useService } from '../../hooks/container-context';
import { MailIcon } from '../../components/icons';
import { STATIC_PAGES, type Block, type PageContent, type SiteFacts } from './static-content';
import styles from './static-page.module.css';

interface StaticPageProps {
  title: string;
  summary: string;
  updated: string;
  children: ReactNode;
}

/** The shared frame of the help and legal pages: title, summary, the content, a way to reach
 * support, and links to the other pages of the set. */
export function StaticPage({ title, summary, updated, children }: StaticPageProps) {
  const { productName, supportEmail } = useService(AppConfig);
  const { pathname } = useLocation();
  const current = safeDecode(pathname);
  return (
    <article className={`page ${styles.page}`}>
      <div className={styles.header}>
        <p className={styles.eyebrow}>{productName}</p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.summary}>{summary}</p>
        <p className={styles.updated}>{`Last updated ${updated}`}</p>
      </div>
      {children}
      <aside className={styles.contact} aria-label="Contact support">
        <MailIcon />
        <p>
          {'Still have a question? Write to us at '}
          <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
          {'. We answer within one working day.'}
        </p>
      </aside>
      <nav className={styles.more} aria-label="More information">
        <h2 className={styles.moreTitle}>More information</h2>
        <ul>
          {STATIC_PAGES.filter((p) => p.path !== current).map((p) => (
            <li key={p.path}>
              <Link to={p.path}>{p.label}</Link>
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

/** A route module's Component for a page made of sections. */
export function staticPage(content: (facts: SiteFacts) => PageContent) {
  return function Component() {
    const { productName, supportEmail } = useService(AppConfig);
    const page = content({ productName, supportEmail });
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
