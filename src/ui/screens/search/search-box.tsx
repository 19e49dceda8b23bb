import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type KeyboardEvent } from 'react';
import { Icon } from '../../components/icons';
import styles from './search.module.css';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  autoFocus: boolean;
}

/** The search field: a labelled searchbox; Escape and the clear button empty it. */
export function SearchBox({ value, onChange, autoFocus }: SearchBoxProps) {
  const id = useId();
  const { t } = useLingui();
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && value) {
      event.preventDefault();
      onChange('');
    }
  };
  return (
    <form
      role="search"
      className={styles.box}
      onSubmit={(event) => {
        event.preventDefault();
        // Results already follow the typing; Enter only closes the phone's keyboard.
        (event.currentTarget.elements.namedItem('q') as HTMLInputElement | null)?.blur();
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        <Trans>Search games</Trans>
      </label>
      <Icon name="search" className={styles.boxIcon} size={20} />
      <input
        id={id}
        name="q"
        type="search"
        className={styles.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t`Game or genre`}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        maxLength={100}
        autoFocus={autoFocus}
      />
      {value && (
        <button type="button" className={`icon-button ${styles.clear}`} aria-label={t`Clear search`} onClick={() => onChange('')}>
          <Icon name="close" size={20} />
        </button>
      )}
    </form>
  );
}
