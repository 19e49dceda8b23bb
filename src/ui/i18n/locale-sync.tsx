import { useEffect } from 'react';
import { i18n } from '@lingui/core';
import { LocaleStore } from '../../application/stores/locale.store';
import { useStore } from '../hooks/container-context';
import { activateLocale } from './catalogue';

/** Follows the language switch: loads the chosen catalogue and activates it, without a reload. */
export function LocaleSync() {
  const { locale } = useStore(LocaleStore);
  useEffect(() => {
    if (i18n.locale === locale) document.documentElement.lang = locale;
    else void activateLocale(locale);
  }, [locale]);
  return null;
}
