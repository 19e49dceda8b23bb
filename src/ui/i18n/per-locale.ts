import type { Locale } from '../../domain/locale';

/**
 * What `build` makes for a language, made once per language for the whole page. Intl formats are
 * costly to build, and every game card and leaderboard row shows a number or a size: built per
 * component, a cheap phone built dozens of them on /home.
 */
export function perLocale<T>(build: (locale: Locale) => T): (locale: Locale) => T {
  const built = new Map<Locale, T>();
  return (locale) => {
    if (!built.has(locale)) built.set(locale, build(locale));
    return built.get(locale)!;
  };
}
