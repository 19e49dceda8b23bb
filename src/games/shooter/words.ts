import type { Words } from '../engine/words';

/** Space Shooter's words in Bangla. */
export const BANGLA: Words = {
  'Space Shooter': 'স্পেস শুটার',
  'Space: your ship at the bottom, enemies coming down': 'মহাকাশ: নিচে আপনার যান, শত্রুরা নেমে আসছে',
  'Fly left': 'বাঁয়ে উড়ুন',
  'Fly right': 'ডানে উড়ুন',
  Bomb: 'বোমা',
  'Drag or use the arrow keys to fly; your ship fires by itself. Space drops a bomb.':
    'উড়তে টেনে আনুন বা তীর-কী চাপুন; আপনার যান নিজেই গুলি ছোড়ে। Space চাপলে বোমা পড়ে।',
  'The fleet holds position.': 'বহর নিজের জায়গায় থেমে আছে।',
  'Wave {wave} · Score {score} · Best {best}': 'ঢেউ {wave} · স্কোর {score} · সেরা {best}',
  'Wave {wave}': 'ঢেউ {wave}',
  'Boss defeated!': 'বসকে হারিয়েছেন!',
};
