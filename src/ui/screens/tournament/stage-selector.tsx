import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useTournamentText } from './use-tournament-text';
import styles from './tournament.module.css';

/** The stage selector: native radio buttons in a radio group named 'Stage' (arrow keys move between stages). */
export function StageSelector({
  stages,
  selected,
  onSelect,
}: {
  stages: readonly string[];
  selected: string | null;
  onSelect: (stage: string) => void;
}) {
  const name = useId();
  const { t } = useLingui();
  const texts = useTournamentText();
  return (
    <div role="radiogroup" aria-label={t`Stage`} className={styles.stageList}>
      {stages.map((stage) => (
        <label key={stage} className={styles.stage}>
          <input type="radio" name={name} value={stage} checked={selected === stage} onChange={() => onSelect(stage)} />
          <span>{texts.stage(stage)}</span>
        </label>
      ))}
    </div>
  );
}
