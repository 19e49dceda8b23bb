import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useFormat } from '../../i18n/format';

/**
 * The tournament's counted texts in the active language (the domain's moveText, ownMoveText and
 * countdownText write them in English): a move on the board, the player's own move, a countdown.
 */
export function useTournamentText() {
  const { t } = useLingui();
  const format = useFormat();
  const move = (places: number): string => {
    const count = Math.abs(places);
    return places > 0
      ? t`${plural(count, { one: 'up # place', other: 'up # places' })}`
      : t`${plural(count, { one: 'down # place', other: 'down # places' })}`;
  };
  return {
    number: format.number,
    /** 'up 3 places', 'down 1 place'. */
    move,
    /** 'You moved up 2 places to #4.' */
    ownMove(places: number, rank: number): string {
      const moved = move(places);
      const place = format.number(rank);
      return t`You moved ${moved} to #${place}.`;
    },
    /** '9 d 3 h', '2 h 10 min', '4 min 05 s', '12 s' (countdownText's units). */
    countdown(ms: number): string {
      const left = Math.max(0, ms);
      const days = Math.floor(left / 86_400_000);
      const hours = Math.floor((left % 86_400_000) / 3_600_000);
      const minutes = Math.floor((left % 3_600_000) / 60_000);
      const secs = Math.floor((left % 60_000) / 1000);
      const d = format.number(days);
      const h = format.number(hours);
      const m = format.number(minutes);
      if (days > 0) return t`${d} d ${h} h`;
      if (hours > 0) return t`${h} h ${m} min`;
      const s = format.number(secs);
      if (minutes > 0) {
        const padded = secs < 10 ? `${format.number(0)}${s}` : s;
        return t`${m} min ${padded} s`;
      }
      return t`${s} s`;
    },
  };
}
