import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { AppConfig } from '../../../application/config';
import { useService } from '../../hooks/container-context';
import { Blocks, StaticPage } from './static-page';
import { useFaqGroups, type FaqGroup } from './faq-content';
import styles from './frequently-asked-questions.module.css';

/** '/frequently-asked-questions' (spec §2, the footer's FAQs link). Each answer is a native
 * <details> disclosure: keyboard and screen-reader support for free, and it works before
 * any script has run. */
export function Component() {
  const facts = useService(AppConfig);
  const groups = useFaqGroups(facts);
  const { t } = useLingui();
  return (
    <StaticPage
      title={t`Frequently asked questions`}
      summary={t`Quick answers about plans, billing by mobile, codes, playing and tournaments.`}
      updated="2025-03-01"
    >
      {groups.map((group) => (
        <Group key={group.heading} group={group} />
      ))}
    </StaticPage>
  );
}

function Group({ group }: { group: FaqGroup }) {
  const id = useId();
  return (
    <section className={styles.group} aria-labelledby={id}>
      <h2 id={id}>{group.heading}</h2>
      {group.items.map((item) => (
        <details key={item.question} className={styles.item}>
          <summary className={styles.question}>{item.question}</summary>
          <div className={styles.answer}>
            <Blocks blocks={item.answer} />
          </div>
        </details>
      ))}
    </section>
  );
}
