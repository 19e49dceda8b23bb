import type { Words } from '../engine/words';

/** Breakout's words in Bangla. */
export const BANGLA: Words = {
  Breakout: 'ব্রেকআউট',
  'Breakout playfield': 'ব্রেকআউটের খেলার মাঠ',
  'Drag or use the arrow keys to move the paddle. Tap or press Space to launch.':
    'প্যাডেল সরাতে টেনে আনুন বা তীর-কী চাপুন। বল ছাড়তে ট্যাপ করুন বা Space চাপুন।',
  'Armoured bricks take two or three hits. Drag or use the arrows; tap or Space to launch.':
    'শক্ত ইট ভাঙতে দুই-তিনবার মারতে হয়। টেনে আনুন বা তীর-কী চাপুন; বল ছাড়তে ট্যাপ বা Space।',
  'The wall creeps down while the ball is in play: clear it before it reaches your paddle.':
    'বল চলার সময় দেয়াল নিচে নামতে থাকে: প্যাডেলে পৌঁছানোর আগেই ভেঙে ফেলুন।',
  'The wall got you': 'দেয়াল আপনাকে ধরে ফেলেছে',
  'Level {level} · Score {score} · Best {best}': 'লেভেল {level} · স্কোর {score} · সেরা {best}',
  'LEVEL {level}': 'লেভেল {level}',
  FORTRESS: 'দুর্গ',
  RUSH: 'তাড়া',
  'Tap or press Space to launch': 'বল ছাড়তে ট্যাপ করুন বা Space চাপুন',
};
