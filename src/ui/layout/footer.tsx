import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { AppConfig } from '../../application/config';
import { useService } from '../hooks/container-context';
import styles from './footer.module.css';
import { PATHS } from '../../domain/route-paths';

/** Spec §9: "Footer year: 2025." A fixed year, not the clock's: the spec names it. */
export const FOOTER_YEAR = 2025;

/** Spec §2: "A footer appears only on /home. It reads '© 2025 {product}. All rights reserved.' and
 * links to FAQs, Terms & Conditions and Support (a mailto link)." */
export function Footer() {
  const { productName, supportEmail } = useService(AppConfig);
  const { t } = useLingui();
  return (
    <footer className={styles.footer}>
      <nav aria-label={t`Help and legal`}>
        <ul className={styles.links}>
          <li>
            <Link to={PATHS.frequentlyAskedQuestions}>
              <Trans>FAQs</Trans>
            </Link>
          </li>
          <li>
            <Link to={PATHS.termsAndConditions}>
              <Trans>Terms &amp; Conditions</Trans>
            </Link>
          </li>
          <li>
            <a href={`mailto:${supportEmail}`}>
              <Trans>Support</Trans>
            </a>
          </li>
        </ul>
      </nav>
      <p className={styles.copy}>{t`© ${FOOTER_YEAR} ${productName}. All rights reserved.`}</p>
    </footer>
  );
}
