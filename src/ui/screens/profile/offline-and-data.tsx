import { useId } from 'react';
import { Link } from 'react-router-dom';
import { DataSaverStore } from '../../../application/stores/data-saver.store';
import { DataSaver } from '../../../application/use-cases/offline/data-saver';
import { RemoveSavedGame } from '../../../application/use-cases/offline/remove-saved-game';
import { formatBytes, savedBytes } from '../../../domain/saved-games';
import { gameDetailsPath } from '../../../domain/game';
import type { DataSaverChoice } from '../../../domain/data-saver';
import { useService, useStore } from '../../hooks/container-context';
import { useSavedGames } from '../../hooks/use-saved-games';
import styles from './profile.module.css';
import offline from '../../components/offline.module.css';

/** The profile's "Saved for offline": the storage the portal uses on this device, and each saved game with Remove. */
export function SavedGamesSection() {
  const { saved, usage, quota, busy } = useSavedGames();
  const remove = useService(RemoveSavedGame);
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>Saved for offline</h2>
      <p className={offline.storageLine}>
        Saved games: {saved.length === 0 ? 'none' : formatBytes(savedBytes(saved))}
        {usage !== null && quota !== null && (
          <>
            {' '}
            · This portal uses {formatBytes(usage)} of {formatBytes(quota)} on this device
          </>
        )}
      </p>
      {saved.length === 0 ? (
        <p className={offline.storageLine}>Save a game from its page to play it without a network.</p>
      ) : (
        <ul className={offline.savedList}>
          {saved.map((entry) => (
            <li key={entry.game.uniqueName} className={offline.savedItem}>
              <Link to={gameDetailsPath(entry.game)}>{entry.game.name}</Link>
              <span className={offline.storageLine}>{formatBytes(entry.bytes)}</span>
              <button
                type="button"
                className="button button--ghost"
                aria-label={`Remove ${entry.game.name} from this device`}
                aria-disabled={busy === entry.game.uniqueName || undefined}
                onClick={() => void (busy || remove.execute(entry.game.uniqueName))}
              >
                {busy === entry.game.uniqueName ? 'Removing…' : 'Remove'}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const CHOICES: { value: DataSaverChoice; label: string }[] = [
  { value: 'auto', label: 'Automatic: on when my browser asks to save data or the connection is slow' },
  { value: 'on', label: 'Always on: fewer pictures, nothing loaded ahead' },
  { value: 'off', label: 'Off' },
];

/** "Data saver" in the profile, remembered on this device. */
export function DataSaverSection() {
  const { choice, on } = useStore(DataSaverStore);
  const dataSaver = useService(DataSaver);
  const headingId = useId();
  return (
    <section id="data-saver" className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>Data saver</h2>
      <fieldset className={offline.choices}>
        <legend className={offline.storageLine}>Data saver is {on ? 'on' : 'off'} now.</legend>
        {CHOICES.map(({ value, label }) => (
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
