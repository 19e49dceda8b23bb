import { useId } from 'react';
import { AppConfig } from '../../../application/config';
import { useService } from '../../hooks/container-context';
import { Blocks, StaticPage } from './static-page';
import { faqGroups, type FaqGroup } from './faq-content';
import styles from './frequently-asked-questions.module.css';

/** '/frequently-asked-questions' (spec §2, the footer's FAQs link). Each answer is a native
 * <details> disclosure: keyboard and screen-reader support for free, and it works before
 * any script has run. */
export function Component() {
  const facts = useService(AppConfig);
  return (
    <StaticPage
      title="Frequently asked questions"
      summary="Quick answers about plans, billing by mobile, codes, playing and tournaments."
      updated="1 March 2025"
    >
      {faqGroups(facts).map((group) => (
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
