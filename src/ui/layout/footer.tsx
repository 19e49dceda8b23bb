import { Link } from 'react-router-dom';
import { AppConfig } from '../../application/config';
import { useService } from '../hooks/container-context';
import styles from './footer.module.css';

/** Spec §9: "Footer year: 2025." A fixed year, not the clock's: the spec names it. */
export const FOOTER_YEAR = 2025;

/** Spec §2: "A footer appears only on /home. It reads '© 2025 {product}. All rights reserved.' and
 * links to FAQs, Terms & Conditions and Support (a mailto link)." */
export function Footer() {
  const { productName, supportEmail } = useService(AppConfig);
  return (
    <footer className={styles.footer}>
      <nav aria-label="Help and legal">
        <ul className={styles.links}>
          <li>
            <Link to="/frequently-asked-questions">FAQs</Link>
          </li>
          <li>
            <Link to="/terms-&-conditions">Terms &amp; Conditions</Link>
          </li>
          <li>
            <a href={`mailto:${supportEmail}`}>Support</a>
          </li>
        </ul>
      </nav>
      <p className={styles.copy}>{`© ${FOOTER_YEAR} ${productName}. All rights reserved.`}</p>
    </footer>
  );
}
