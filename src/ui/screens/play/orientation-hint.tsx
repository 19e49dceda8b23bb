import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Orientation } from '../../../domain/game';
import { Icon } from '../../components/icons';
import styles from './play.module.css';

/** A dismissible line over the game when it prefers the other orientation than the screen has. */
export function OrientationHint({ orientation }: { orientation: Orientation }) {
  const [dismissed, setDismissed] = useState(false);
  const { t } = useLingui();
  if (dismissed) return null;
  return (
    <div className={styles.hint} role="status">
      <Icon name="phone" size={20} className={orientation === 'landscape' ? styles.turned : undefined} />
      <p>
        {orientation === 'landscape'
          ? t`This game plays best in landscape. Turn your device.`
          : t`This game plays best in portrait. Turn your device.`}
      </p>
      <button type="button" className="icon-button" aria-label={t`Dismiss`} onClick={() => setDismissed(true)}>
        <Icon name="close" size={18} />
      </button>
    </div>
  );
}
