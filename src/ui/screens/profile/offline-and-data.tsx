import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { DataSaverStore } from '../../../application/stores/data-saver.store';
import { DataSaver } from '../../../application/use-cases/offline/data-saver';
import { RemoveSavedGame } from '../../../application/use-cases/offline/remove-saved-game';
import { savedBytes } from '../../../domain/saved-games';
import { gameDetailsPath } from '../../../domain/game';
import type { DataSaverChoice } from '../../../domain/data-saver';
import { useService, useStore } from '../../hooks/container-context';
import { useSavedGames } from '../../hooks/use-saved-games';
import { useFormatBytes } from '../../i18n/bytes';
import styles from './profile.module.css';
import offline from '../../components/offline.module.css';

/** The profile's "Saved for offline": the storage the portal uses on this device, and each saved game with Remove. */
export function SavedGamesSection() {
  const { saved, usage, quota, busy } = useSavedGames();
  const remove = useService(RemoveSavedGame);
  const headingId = useId();
  const { t } = useLingui();
  const bytes = useFormatBytes();
  const total = saved.length === 0 ? t`none` : bytes(savedBytes(saved));
  const used = usage === null ? '' : bytes(usage);
  const available = quota === null ? '' : bytes(quota);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>Saved for offline</Trans>
      </h2>
      <p className={offline.storageLine}>
        <Trans>Saved games: {total}</Trans>
        {usage !== null && quota !== null && (
          <>
            {' '}
            ·{' '}
            <Trans>
              This portal uses {used} of {available} on this device
            </Trans>
          </>
        )}
      </p>
      {saved.length === 0 ? (
        <p className={offline.storageLine}>
          <Trans>Save a game from its page to play it without a network.</Trans>
        </p>
      ) : (
        <ul className={offline.savedList}>
          {saved.map((entry) => {
            const name = entry.game.name;
            return (
              <li key={entry.game.uniqueName} className={offline.savedItem}>
                <Link to={gameDetailsPath(entry.game)}>{name}</Link>
                <span className={offline.storageLine}>{bytes(entry.bytes)}</span>
                <button
                  type="button"
                  className="button button--ghost"
                  aria-label={t`Remove ${name} from this device`}
                  aria-disabled={busy === entry.game.uniqueName || undefined}
                  onClick={() => void (busy || remove.execute(entry.game.uniqueName))}
                >
                  {busy === entry.game.uniqueName ? <Trans>Removing…</Trans> : <Trans>Remove</Trans>}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** "Data saver" in the profile, remembered on this device. */
export function DataSaverSection() {
  const { choice, on } = useStore(DataSaverStore);
  const dataSaver = useService(DataSaver);
  const headingId = useId();
  const { t } = useLingui();
  const choices: { value: DataSaverChoice; label: string }[] = [
    { value: 'auto', label: t`Automatic: on when my browser asks to save data or the connection is slow` },
    { value: 'on', label: t`Always on: fewer pictures, nothing loaded ahead` },
    { value: 'off', label: t`Off` },
  ];
  return (
    <section id="data-saver" className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>Data saver</Trans>
      </h2>
      <fieldset className={offline.choices}>
        <legend className={offline.storageLine}>
          {on ? <Trans>Data saver is on now.</Trans> : <Trans>Data saver is off now.</Trans>}
        </legend>
        {choices.map(({ value, label }) => (
          <label key={value} className={offline.choice}>
            <input
              type="radio"
              name="data-saver"
              value={value}
              checked={choice === value}
              onChange={() => dataSaver.choose(value)}
            />
            {label}
          </label>
        ))}
      </fieldset>
    </section>
  );
}
