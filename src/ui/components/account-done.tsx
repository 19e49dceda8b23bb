import type { RefObject } from 'react';
import { Link } from 'react-router-dom';
import { LaterIcon } from './later-icons';
import styles from './account-card.module.css';

export interface AccountDoneProps {
  headingRef: RefObject<HTMLHeadingElement | null>;
  title: string;
  lead: string;
  /** The one way on, and its words. */
  to: string;
  action: string;
}

/** The last step of an account flow: a check mark, what is done, and the one way on. */
export function AccountDone({ headingRef, title, lead, to, action }: AccountDoneProps) {
  return (
    <div className={styles.done}>
      <span className={styles.doneMark} aria-hidden="true">
        <LaterIcon name="check" size={32} strokeWidth={3} />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
        {title}
      </h2>
      <p className={styles.lead}>{lead}</p>
      <Link to={to} replace className={`button ${styles.submit}`}>
        {action}
      </Link>
    </div>
  );
}
