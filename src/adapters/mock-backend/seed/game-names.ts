/*
 * Word lists the seed combines into believable game titles ("Neon Drift", "Haunted Manor").
 * Each genre has its own vocabulary so titles hint at their genre, and 8 x 8 combinations
 * leave plenty of room for the 17 distinct titles drawn per genre.
 */
export interface GenreWords {
  readonly first: readonly string[];
  readonly second: readonly string[];
  /** One-sentence pitches; `{name}` is replaced by the title. */
  readonly pitches: readonly string[];
}

export const GENRE_WORDS: Readonly<Record<string, GenreWords>> = {
  racing: {
    first: ['Turbo', 'Neon', 'Nitro', 'Highway', 'Desert', 'Midnight', 'Street', 'Rally'],
    second: ['Drift', 'Rush', 'Racer', 'Circuit', 'Sprint', 'Thunder', 'Chase', 'Grand Prix'],
    // The racing titles launch the lane racer, and each pitch says so.
    pitches: [
      'Weave through traffic in {name}, a lane racer: keep the throttle open and grab the coins.',
      '{name} is a racer for quick thumbs: switch lanes, pass the traffic, go further each run.',
      'Dodge, overtake and collect: {name} rewards racers who never brake.',
    ],
  },
  arcade: {
    first: ['Pixel', 'Retro', 'Cosmic', 'Laser', 'Bubble', 'Mega', 'Hyper', 'Star'],
    second: ['Blaster', 'Bounce', 'Breaker', 'Frenzy', 'Dash', 'Invaders', 'Bricks', 'Orbit'],
    pitches: [
      '{name} is pure arcade joy: quick rounds, bright colours and one more try.',
      'Chase the high score in {name}, where every level gets a little faster.',
      'Classic coin-op action returns in {name}, no coins needed.',
    ],
  },
  shooter: {
    first: ['Sky', 'Iron', 'Shadow', 'Steel', 'Galaxy', 'Rogue', 'Alpha', 'Storm'],
    second: ['Strike', 'Squadron', 'Sniper', 'Defender', 'Assault', 'Barrage', 'Patrol', 'Ops'],
    // The shooter titles launch the space shooter, and each pitch says so.
    pitches: [
      'Lock on and clear the skies in {name}, a fast space shooter.',
      'Aim true in {name}, a space shooter where every shot counts when the enemy closes in.',
      'Hold the line against endless waves in {name}, a space shooter with bombs for tight spots.',
    ],
  },
  adventure: {
    first: ['Jungle', 'Lost', 'Temple', 'Dragon', 'Island', 'Crystal', 'Pirate', 'Mystic'],
    second: ['Quest', 'Explorer', 'Voyage', 'Trail', 'Relic', 'Legend', 'Expedition', 'Escape'],
    pitches: [
      'Run, jump and uncover ancient secrets in {name}.',
      '{name} sends you across forgotten lands in search of lost treasure.',
      'Every path hides a surprise in {name}. How far can you go?',
    ],
  },
  logic: {
    first: ['Number', 'Brain', 'Binary', 'Prime', 'Clever', 'Logic', 'Quantum', 'Mind'],
    second: ['Merge', 'Grid', 'Tiles', 'Matrix', 'Sequence', 'Challenge', 'Lab', 'Trainer'],
    pitches: [
      'Think two moves ahead in {name}, a calm game for sharp minds.',
      '{name} turns numbers into a satisfying chain of clever merges.',
      'Test your reasoning with {name}: easy to learn, hard to master.',
    ],
  },
  // Fun titles launch carrom, the word game or the quiz, whichever their second word names.
  fun: {
    first: ['Silly', 'Party', 'Happy', 'Tea Break', 'Sunday', 'Lucky', 'Jolly', 'Family'],
    second: ['Carrom', 'Carrom Club', 'Word Guess', 'Word Hunt', 'Anagrams', 'Trivia', 'Quiz Night', 'Quiz'],
    pitches: [
      '{name} is a light-hearted game to brighten a short break.',
      'Grab a friend and enjoy {name} together.',
      'Simple rules, plenty of surprises: {name} is fun from the first turn.',
    ],
  },
  // The sports titles launch the cricket batting game, so every one of them says cricket.
  sports: {
    first: ['Dhaka', 'Boundary', 'Sixer', 'Powerplay', 'Stadium', 'Champion', 'Tiger', 'Gully'],
    second: [
      'Cricket',
      'Cricket Cup',
      'Cricket League',
      'Cricket Stars',
      'Cricket Bash',
      'Cricket Kings',
      'Cricket Blast',
      'Cricket Heroes',
    ],
    pitches: [
      'Time your swing and clear the boundary in {name}, a cricket batting game.',
      '{name} puts you at the crease with the crowd on its feet: read the ball, then hit it for six.',
      'Pick your gap and keep the scoreboard ticking in {name}, cricket for quick thumbs.',
    ],
  },
  puzzle: {
    first: ['Jewel', 'Cookie', 'Block', 'Mosaic', 'Tangram', 'Garden', 'Color', 'Match'],
    second: ['Puzzle', 'Swap', 'Pairs', 'Fusion', 'Memory', 'Blocks', 'Crush', 'Link'],
    pitches: [
      'Match, merge and clear the board in {name}.',
      '{name} is a relaxing puzzle with a satisfying click to every move.',
      'Sharpen your memory and your eye for patterns in {name}.',
    ],
  },
  kids: {
    first: ['Little', 'Tiny', 'Bunny', 'Teddy', 'Rainbow', 'Baby', 'Farmyard', 'Ocean'],
    second: ['Friends', 'Pals', 'Garden', 'Zoo', 'Picnic', 'Cats & Dogs', 'Shapes', 'Colors'],
    pitches: [
      '{name} is a gentle, colourful game made for young players.',
      'Find the pairs and meet cheerful friends in {name}.',
      'Learn shapes and colours while playing {name}.',
    ],
  },
  horror: {
    first: ['Haunted', 'Cursed', 'Silent', 'Creepy', 'Midnight', 'Phantom', 'Grim', 'Hollow'],
    second: ['Manor', 'Asylum', 'Crypt', 'Whispers', 'Nightmare', 'Shadows', 'Lantern', 'Woods'],
    pitches: [
      'Something moves in the dark of {name}. Remember where it hides.',
      '{name} is a spooky memory game. Do not let the lights go out.',
      'Keep your nerve and your memory sharp in {name}.',
    ],
  },
};

/** kebab-case of a title: "Cats & Dogs Zoo" -> "cats-dogs-zoo", "Pirate's" -> "pirates". */
export function toKebabCase(name: string): string {
  return name
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
