import { useMemo, useSyncExternalStore } from 'react';
import { i18n } from '@lingui/core';
import { TransNoContext, type TransProps } from '@lingui/react/server';

/**
 * What the Lingui macros call at run time (lingui.config.ts maps `useLingui` and `Trans` here).
 * Lingui's own versions read a React context and throw without its provider; these read the one
 * i18n instance directly and re-render their component whenever the active language changes, so
 * a switch takes effect at once without a provider around every screen and test.
 */
function subscribe(onChange: () => void): () => void {
  return i18n.on('change', onChange);
}
const activeLocale = () => i18n.locale;

export function useLingui() {
  const locale = useSyncExternalStore(subscribe, activeLocale, activeLocale);
  return useMemo(() => ({ i18n, locale, _: i18n._.bind(i18n) }), [locale]);
}

export function Trans(props: TransProps) {
  const { i18n: active } = useLingui();
  return <TransNoContext {...props} lingui={{ i18n: active }} />;
}
