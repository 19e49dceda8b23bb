import { MAX_STARS } from '../../../domain/game-actions';
import { StarChoice } from '../../components/star-choice';
import styles from './game-details.module.css';

export interface StarInputProps {
  label: string;
  /** 1–5, or 0 while none is chosen. */
  value: number;
  onChange: (stars: number) => void;
  error?: string;
}

const CLASSES = {
  group: styles.starInput,
  label: styles.label,
  choices: styles.starChoices,
  choice: styles.starChoice,
  radio: styles.starRadio,
  error: styles.fieldError,
};

/** A game's rating, 1–5 stars; each star is a 44 px target. */
export function StarInput({ label, value, onChange, error }: StarInputProps) {
  return <StarChoice label={label} count={MAX_STARS} stars={value} onChoose={onChange} error={error} classes={CLASSES} />;
}
