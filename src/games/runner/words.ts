import type { Words } from '../engine/words';

/** Runner's words in Bangla. */
export const BANGLA: Words = {
  Runner: 'রানার',
  'Runner game': 'রানার খেলা',
  'Tap or press Space to jump over obstacles. Hold for a higher jump. It keeps getting faster!':
    'বাধা টপকাতে ট্যাপ করুন বা Space চাপুন। আরও উঁচু লাফের জন্য চেপে ধরে রাখুন। গতি বাড়তেই থাকে!',
  'A track packed with hurdles, close together. Tap or Space to jump; hold for a higher jump.':
    'কাছাকাছি অনেক বাধায় ভরা ট্র্যাক। লাফাতে ট্যাপ বা Space; উঁচু লাফের জন্য চেপে ধরে রাখুন।',
  'Run as far as you can in 60 seconds. A crash costs you your pace, not the race.':
    '৬০ সেকেন্ডে যতদূর পারেন দৌড়ান। ধাক্কা খেলে গতি কমে, দৌড় থামে না।',
  'Time!': 'সময় শেষ!',
  'Run again': 'আবার দৌড়ান',
  'You ran {score} m in {seconds} seconds. Best {best} m.': 'আপনি {seconds} সেকেন্ডে {score} মি. দৌড়েছেন। সেরা {best} মি.।',
  'You ran {score} m. Best {best} m.': 'আপনি {score} মি. দৌড়েছেন। সেরা {best} মি.।',
  'Tap anywhere to jump': 'লাফাতে যেকোনো জায়গায় ট্যাপ করুন',
  '{seconds} s': '{seconds} সে.',
  '{metres} m': '{metres} মি.',
};
