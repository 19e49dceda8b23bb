import { useLingui } from '@lingui/react/macro';
import type { Achievement } from '../../../domain/achievements';
import { useFormat } from '../../i18n/format';

/**
 * The bundled games' and their modes' names, and the achievements' words, in the player's language.
 * The domain names each by its code (a slug, a mode, an achievement's condition); a name the list
 * does not know is shown as its code, as text.
 */
export function useGameWords() {
  const { t } = useLingui();
  const format = useFormat();
  const titles: Readonly<Record<string, string>> = {
    snake: t`Snake`,
    '2048': t`2048`,
    memory: t`Memory Match`,
    breakout: t`Breakout`,
    runner: t`Runner`,
    quiz: t`Quiz`,
    cricket: t`Cricket`,
    racer: t`Racer`,
    shooter: t`Space Shooter`,
    carrom: t`Carrom`,
    word: t`Word Guess`,
    ludo: t`Ludo`,
    blocks: t`Blocks`,
    mines: t`Minesweeper`,
    penalty: t`Penalty Kick`,
  };
  const modes: Readonly<Record<string, string>> = {
    classic: t`Classic`,
    wrap: t`Wrap-around`,
    maze: t`Maze`,
    big: t`Big board`,
    mini: t`Mini board`,
    wide: t`Wide board`,
    timed: t`Against the clock`,
    fortress: t`Fortress`,
    rush: t`Rush`,
    endless: t`Endless`,
    hurdles: t`Hurdles`,
    sprint: t`Sprint`,
    mixed: t`Mixed questions`,
    science: t`Science`,
    world: t`The world`,
    t20: t`T20`,
    superover: t`Super over`,
    test: t`Test match`,
    highway: t`Highway`,
    desert: t`Desert`,
    night: t`Night`,
    waves: t`Waves`,
    asteroids: t`Asteroids`,
    boss: t`Boss fight`,
    practice: t`Practice board`,
    guess: t`Guess the word`,
    anagram: t`Anagram`,
    four: t`Four players`,
    quick: t`Quick game`,
    marathon: t`Marathon`,
    shootout: t`Shoot-out`,
    keeper: t`Goalkeeper`,
    sudden: t`Sudden death`,
  };
  const game = (slug: string): string => titles[slug] ?? slug;
  const mode = (code: string): string => modes[code] ?? code;

  const [dots, goalTile, miniTile, metres, questions, kilometre, tries, lines] = [15, 2048, 256, 300, 10, 1000, 3, 4].map(
    (value) => format.number(value),
  );
  /** The moment each game sends for its win or clean round (src/games/<slug>/main.ts), as the player reads it. */
  const moments: Readonly<Record<string, string>> = {
    snake: t`Eat ${dots} dots in one round`,
    '2048': t`Make the board's goal tile (${goalTile}, or ${miniTile} on the mini board)`,
    memory: t`Find every pair on your own, in at most two turns a pair`,
    breakout: t`Clear a wall without losing a ball`,
    runner: t`Run ${metres} m without hitting anything`,
    quiz: t`Answer all ${questions} questions right`,
    cricket: t`Chase the target in a super over`,
    racer: t`Drive ${kilometre} m without a crash`,
    shooter: t`Defeat the boss`,
    carrom: t`Beat the computer`,
    word: t`Guess the word in ${tries} tries or fewer`,
    ludo: t`Beat the computer's players`,
    blocks: t`Clear ${lines} lines with one piece`,
    mines: t`Clear a minefield`,
    penalty: t`Win a shoot-out`,
  };

  /** An achievement's name and what earns it. */
  const achievement = ({ game: slug, condition }: Achievement): { name: string; goal: string } => {
    switch (condition.kind) {
      case 'rounds': {
        if (condition.count === 1) return { name: t`First round`, goal: t`Finish a round` };
        const count = format.number(condition.count);
        return { name: t`${count} rounds`, goal: t`Finish ${count} rounds` };
      }
      case 'score': {
        const points = format.number(condition.atLeast);
        return { name: t`${points} points`, goal: t`Score ${points} points in one round` };
      }
      case 'modes':
        return { name: t`Every mode`, goal: t`Finish a round in every mode` };
      case 'event':
        return condition.event === 'win'
          ? { name: t`A win`, goal: moments[slug] ?? t`Win a game` }
          : { name: t`A clean round`, goal: moments[slug] ?? t`Finish a round without a slip` };
    }
  };
  return { game, mode, achievement };
}
