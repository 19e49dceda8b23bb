import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { countdownParts } from '../../../domain/stage-schedule';
import { stageLabel } from '../../../domain/tournament';
import { useFormat } from '../../i18n/format';

/**
 * The tournament's texts in the active language: a stage's name, a move on the board, the player's
 * own move, a countdown (split by the domain's countdownParts).
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
  // The stages spec §3 names; a stage the server adds later keeps its own name, made readable.
  const stages: Readonly<Record<string, string>> = {
    QUALIFIER: t`Qualifier`,
    'FIRST-ROUND': t`First-round`,
    'SEMI-FINAL': t`Semi-final`,
    FINAL: t`Final`,
  };
  return {
    number: format.number,
    /** 'SEMI-FINAL' → 'Semi-final' ('সেমিফাইনাল' in Bangla). */
    stage: (stage: string): string => stages[stage.toUpperCase()] ?? stageLabel(stage),
    /** 'up 3 places', 'down 1 place'. */
    move,
    /** 'You moved up 2 places to #4.' */
    ownMove(places: number, rank: number): string {
      const moved = move(places);
      const place = format.number(rank);
      return t`You moved ${moved} to #${place}.`;
    },
    /** '9 d 3 h', '2 h 10 min', '4 min 05 s', '12 s': the two largest units. */
    countdown(ms: number): string {
      const { days, hours, minutes, seconds: secs } = countdownParts(ms);
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
