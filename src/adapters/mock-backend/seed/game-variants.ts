import type { PlaySlug } from '../db';

/**
 * What a catalogue title can choose of a bundled game (public/games/index.json): its `mode` and
 * `speed` (1-3), read by the games' engine (src/games/engine/variant.ts), said in words in the title's description, so a title is a
 * named variant that really plays differently.
 */
export interface GameVariants {
  /** The word every title of the game carries, so searching the game's name finds its titles. */
  readonly keyword: string;
  readonly modes: Readonly<Record<string, string>>;
  readonly speeds: readonly [string, string, string];
  /** One-sentence pitches that name the game; `{name}` is replaced by the title. */
  readonly pitches: readonly string[];
}

export const GAME_VARIANTS: Readonly<Record<PlaySlug, GameVariants>> = {
  snake: {
    keyword: 'Snake',
    modes: {
      classic: 'Classic Snake: the walls end the run.',
      wrap: 'Wrap-around Snake: slip through one edge and out of the other.',
      maze: 'Maze Snake: steer around the inner walls.',
    },
    speeds: ['A gentle pace.', 'A brisk pace.', 'A fast pace.'],
    pitches: [
      'Eat, grow and never bite your own tail in {name}, a snake game for quick thumbs.',
      'How long can your snake get? {name} makes every apple a little riskier.',
    ],
  },
  2048: {
    keyword: '2048',
    modes: {
      classic: 'Classic 2048: merge tiles on a 4x4 board up to 2048.',
      big: '2048 on a roomy 5x5 board.',
      mini: 'Mini 2048: a tight 3x3 board where 256 wins.',
    },
    speeds: ['Few 4s spawn.', 'Some 4s spawn.', 'Many 4s spawn.'],
    pitches: [
      'Slide, merge and double up in {name}: one more move always feels possible.',
      '{name} turns 2048 into a calm chain of clever merges.',
    ],
  },
  memory: {
    keyword: 'Memory',
    modes: {
      classic: 'Memory Match with 8 pairs of cards.',
      big: 'A big Memory Match of 12 pairs.',
      timed: 'Timed Memory Match: find every pair before the clock runs out.',
    },
    speeds: ['Relaxed time.', 'Some time pressure.', 'Tight time pressure.'],
    pitches: [
      'Flip two cards and remember what you saw: {name} is a memory match game.',
      'Sharpen your memory in {name}: turn the cards and find every pair.',
    ],
  },
  breakout: {
    keyword: 'Breakout',
    modes: {
      classic: 'Classic Breakout: clear the wall with your paddle and ball.',
      fortress: 'Fortress Breakout: bricks take two or three hits.',
      rush: 'Rush Breakout: the wall creeps down towards you.',
    },
    speeds: ['A slow ball.', 'A quick ball.', 'A fast ball.'],
    pitches: [
      'Smash the wall brick by brick in {name}, a breakout game with a satisfying crunch.',
      'Keep the ball alive and clear the bricks in {name}.',
    ],
  },
  runner: {
    keyword: 'Runner',
    modes: {
      endless: 'An endless run: jump as far as you can.',
      hurdles: 'A hurdles run with denser obstacles.',
      sprint: 'A 60-second sprint: cover the most ground.',
    },
    speeds: ['An easy run.', 'A quick run.', 'A flat-out run.'],
    pitches: [
      'Run, jump and never look back in {name}, a side-scrolling runner.',
      '{name} is a runner for one thumb: time your jumps and go further every try.',
    ],
  },
  quiz: {
    keyword: 'Quiz',
    modes: {
      mixed: 'A mixed quiz of everything.',
      science: 'A science quiz.',
      world: 'A world quiz of geography, history and culture.',
    },
    speeds: ['20 seconds a question.', '15 seconds a question.', '10 seconds a question.'],
    pitches: [
      'Pick the right answer before time runs out in {name}, a quiz for curious minds.',
      'How much do you know? {name} is a quick quiz with four answers to every question.',
    ],
  },
  cricket: {
    keyword: 'Cricket',
    modes: {
      t20: 'Two overs of T20 cricket with three wickets in hand.',
      superover: 'A super over: chase the target in six balls with two wickets.',
      test: 'Test cricket: bat on until you lose your wicket.',
    },
    speeds: ['Gentle bowling.', 'Brisk bowling.', 'Fast bowling.'],
    pitches: [
      'Time your swing and clear the boundary in {name}, a cricket batting game.',
      '{name} puts you at the crease with the crowd on its feet: read the ball, then hit it for six.',
    ],
  },
  racer: {
    keyword: 'Racer',
    modes: {
      highway: 'Four lanes of highway traffic.',
      desert: 'Three sandy lanes, where sand slows you down.',
      night: 'A night road lit only by your headlights.',
    },
    speeds: ['An easy pace.', 'A quick pace.', 'Top speed from the start.'],
    pitches: [
      'Weave through traffic in {name}, a lane racer: keep the throttle open and grab the coins.',
      '{name} is a racer for quick thumbs: switch lanes, pass the traffic, go further each run.',
    ],
  },
  shooter: {
    keyword: 'Shooter',
    modes: {
      waves: 'Enemy fleets in waves that come faster each time.',
      asteroids: 'Asteroids that split in two when hit.',
      boss: 'A boss with a health bar every fifth wave.',
    },
    speeds: ['Calm skies.', 'A steady fight.', 'A fierce fight.'],
    pitches: [
      'Lock on and clear the skies in {name}, a fast space shooter.',
      'Hold the line in {name}, a space shooter with bombs for tight spots.',
    ],
  },
  carrom: {
    keyword: 'Carrom',
    modes: {
      classic: 'Carrom against the computer, turn by turn.',
      practice: 'Carrom practice: clear the board in as few strikes as you can.',
      timed: 'Timed carrom: pocket as many as you can before the clock runs out.',
    },
    speeds: ['A slow board.', 'A lively board.', 'A fast board and a sharp opponent.'],
    pitches: [
      'Flick the striker and sink the coins in {name}, carrom just like at the club.',
      '{name} brings the carrom board to your phone: aim, pull back, pocket.',
    ],
  },
  word: {
    keyword: 'Word',
    modes: {
      guess: 'Word Guess: find the five-letter word in six tries.',
      anagram: 'Word anagrams: unscramble ten words.',
      timed: 'A timed word race: unscramble as many as you can.',
    },
    speeds: ['Easy words.', 'Everyday words.', 'Hard words.'],
    pitches: [
      'Crack the hidden word in {name}, a word game for every tea break.',
      '{name} is a word puzzle: read the letters and find the word before your tries run out.',
    ],
  },
  ludo: {
    keyword: 'Ludo',
    modes: {
      classic: 'Ludo against one computer player.',
      four: 'Four-player Ludo against three computer players.',
      quick: 'Quick Ludo with two tokens each.',
    },
    speeds: ['A relaxed computer player.', 'A sharp computer player.', 'A fast, cunning computer player.'],
    pitches: [
      'Roll the die, race your tokens home and knock out the rest in {name}, a game of Ludo.',
      '{name} is Ludo as the whole family plays it: one roll can change everything.',
    ],
  },
  blocks: {
    keyword: 'Blocks',
    modes: {
      marathon: 'A falling blocks marathon that speeds up as you go.',
      sprint: 'A blocks sprint: clear 20 lines as fast as you can.',
      timed: 'Two minutes of falling blocks: clear all you can.',
    },
    speeds: ['Blocks start falling slowly.', 'Blocks start at a steady drop.', 'Blocks start falling fast.'],
    pitches: [
      'Turn, slide and drop the falling blocks in {name}: fill a line and watch it vanish.',
      '{name} is falling blocks at its best: stack neatly and clear lines in bunches.',
    ],
  },
  mines: {
    keyword: 'Minesweeper',
    modes: {
      classic: 'Classic Minesweeper on a 9x9 field.',
      wide: 'Minesweeper on a wide 10x14 field.',
      timed: 'Minesweeper against a countdown.',
    },
    speeds: ['Few mines.', 'A fair share of mines.', 'Mines everywhere.'],
    pitches: [
      'Read the numbers, flag the mines and clear the field in {name}, a minesweeper game.',
      'One wrong tap and it is over: {name} is minesweeper for careful minds.',
    ],
  },
  penalty: {
    keyword: 'Penalty',
    modes: {
      shootout: 'A penalty shootout of five kicks each: shoot, then keep.',
      keeper: 'In goal: save ten penalty kicks.',
      sudden: 'Sudden-death penalties: the first miss loses.',
    },
    speeds: ['A slow aim and a calm keeper.', 'A quick aim and a sharp keeper.', 'A fast aim and a flying keeper.'],
    pitches: [
      'Pick your corner and beat the keeper in {name}, a penalty kick game.',
      '{name} puts the match on one penalty kick: aim, shoot, then dive to save.',
    ],
  },
};

/** The description's words for a title's variant: its mode and its speed. */
export function variantText(slug: PlaySlug, mode: string, speed: 1 | 2 | 3): string {
  const variants = GAME_VARIANTS[slug];
  const modeText = variants.modes[mode];
  if (!modeText) throw new Error(`${slug} has no mode ${mode}`);
  return `${modeText} ${variants.speeds[speed - 1]}`;
}
