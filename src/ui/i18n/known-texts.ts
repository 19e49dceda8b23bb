import { useLingui } from './runtime';

/**
 * Shows one of the application's fixed texts (the spec's messages, field checks, menu and row
 * names, listed in known-texts.messages.ts with the English text as id) in the active language.
 * Any other text (the server's own messages, a game's name) is shown as it came.
 */
export function useKnownText(): (text: string) => string {
  const { i18n } = useLingui();
  return (text: string) => (text && i18n.messages[text] !== undefined ? i18n._(text) : text);
}
