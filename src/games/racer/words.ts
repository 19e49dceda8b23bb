import type { Words } from '../engine/words';

/** Racer's words in Bangla. */
export const BANGLA: Words = {
  Racer: 'রেসার',
  'The road seen from above: your car at the bottom, traffic coming down the lanes':
    'ওপর থেকে দেখা রাস্তা: নিচে আপনার গাড়ি, লেন ধরে অন্য গাড়ি নেমে আসছে',
  'Change lane to the left': 'বাঁয়ের লেনে যান',
  'Change lane to the right': 'ডানের লেনে যান',
  'Change lanes to pass the traffic and pick up coins. Tap a side, swipe, or use the arrow keys.':
    'লেন বদলে গাড়িগুলো পেরিয়ে যান আর কয়েন তুলুন। এক পাশে ট্যাপ করুন, সোয়াইপ করুন বা তীর-কী চাপুন।',
  'The engine is idling.': 'ইঞ্জিন চালু আছে, গাড়ি থেমে আছে।',
  'Crash!': 'ধাক্কা!',
  'Race again': 'আবার রেস',
  '{metres} m and {coins} coin · Score {score} · Best {best}': '{metres} মি. আর {coins}টি কয়েন · স্কোর {score} · সেরা {best}',
  '{metres} m and {coins} coins · Score {score} · Best {best}': '{metres} মি. আর {coins}টি কয়েন · স্কোর {score} · সেরা {best}',
};
