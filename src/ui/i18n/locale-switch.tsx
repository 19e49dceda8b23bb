import { LocaleStore } from '../../application/stores/locale.store';
import { ChooseLocale } from '../../application/use-cases/locale/choose-locale';
import { LANGUAGE_NAMES } from '../../domain/locale';
import { useService, useStore } from '../hooks/container-context';
import styles from './locale-switch.module.css';

/**
 * The language switch: names the other language in its own script ("বাংলা" while the portal speaks
 * English, "English" while it speaks Bangla), so a player who cannot read the current language still
 * finds it. Takes effect at once and is remembered on this device.
 */
export function LocaleSwitch({ className }: { className?: string }) {
  const { locale } = useStore(LocaleStore);
  const choose = useService(ChooseLocale);
  const other = locale === 'bn' ? 'en' : 'bn';
  return (
    <button
      type="button"
      className={[styles.switch, className].filter(Boolean).join(' ')}
      lang={other}
      onClick={() => choose.execute(other)}
    >
      {LANGUAGE_NAMES[other]}
    </button>
  );
}
