import type { Words } from '../engine/words';

/** 2048's words in Bangla. */
export const BANGLA: Words = {
  '2048 board': '২০৪৮ বোর্ড',
  'Swipe or use the arrow keys to merge matching tiles.': 'সোয়াইপ করুন বা তীর-কী চাপুন, একই সংখ্যার টাইল জুড়ে দিন।',
  '{size}×{size} board: swipe or use the arrow keys to merge matching tiles up to {goal}.':
    '{size}×{size} বোর্ড: সোয়াইপ করুন বা তীর-কী চাপুন, একই সংখ্যার টাইল জুড়ে {goal} বানান।',
  'Moved {dir}. Score {score}.': '{dir} সরানো হলো। স্কোর {score}।',
  up: 'উপরে',
  down: 'নিচে',
  left: 'বাঁয়ে',
  right: 'ডানে',
  'You made the {goal} tile with {score} points.': 'আপনি {score} পয়েন্টে {goal} টাইল বানিয়েছেন।',
  'Keep going': 'চালিয়ে যান',
  'No moves left': 'আর কোনো চাল নেই',
  'Score {score} · Best {best}': 'স্কোর {score} · সেরা {best}',
};
