import { useLingui } from '@lingui/react/macro';
import { CardStrip } from '../../components/game-strip';
import { GameCard } from '../../components/game-card';
import { useSavedGames } from '../../hooks/use-saved-games';

/**
 * "Available offline": the games this device keeps (saved from their page, or played here), which
 * open and play without a network. Absent while there are none, so it takes no room on a first visit.
 */
export function AvailableOfflineShelf() {
  const { saved } = useSavedGames();
  const { t } = useLingui();
  if (saved.length === 0) return null;
  return (
    <CardStrip
      title={t`Available offline`}
      status="succeeded"
      items={saved}
      itemKey={(entry) => entry.game.uniqueName}
      renderItem={(entry) => <GameCard game={entry.game} compact />}
      onRetry={() => undefined}
    />
  );
}
