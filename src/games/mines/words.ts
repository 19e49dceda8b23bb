import type { Words } from '../engine/words';

/** Minesweeper's words in Bangla. */
export const BANGLA: Words = {
  Minesweeper: 'মাইনসুইপার',
  'Mines left': 'বাকি মাইন',
  'Minefield: closed cells to dig, numbers count the mines touching a cell':
    'মাইনক্ষেত্র: বন্ধ ঘর খুঁড়ুন, সংখ্যা বলে পাশের কয়টি ঘরে মাইন',
  'What a tap on a cell does': 'ঘরে ট্যাপ করলে কী হয়',
  'Dig mode: a tap digs': 'খোঁড়ার মোড: ট্যাপে খোঁড়া হয়',
  Dig: 'খুঁড়ুন',
  'Flag mode: a tap flags': 'পতাকার মোড: ট্যাপে পতাকা বসে',
  Flag: 'পতাকা',
  'Dig every cell that hides no mine. Numbers count the mines touching a cell.':
    'যে ঘরে মাইন নেই সব খুঁড়ে ফেলুন। সংখ্যা বলে পাশের কয়টি ঘরে মাইন।',
  'Tap: dig · Hold or right click: flag · Keys: arrows, Space, F': 'ট্যাপ: খুঁড়ুন · চেপে ধরুন বা রাইট ক্লিক: পতাকা · কী: তীর, Space, F',
  Classic: 'ক্লাসিক',
  Wide: 'লম্বা',
  Timed: 'সময় বাঁধা',
  'The clock is stopped and the field is covered.': 'ঘড়ি থেমে আছে, মাঠ ঢাকা।',
  '{text} · Score {score} · Best {best}': '{text} · স্কোর {score} · সেরা {best}',
  '{opened} of {safe} safe cells dug in {secs}s': '{secs} সেকেন্ডে {safe}টি নিরাপদ ঘরের {opened}টি খোঁড়া হয়েছে',
  "Time's up!": 'সময় শেষ!',
  'Boom!': 'বুম!',
  'Field cleared!': 'মাঠ পরিষ্কার!',
  '{cols}×{rows} with {mines} mines in {secs}s · +{bonus} bonus':
    '{cols}×{rows}, {mines}টি মাইন, {secs} সেকেন্ডে · +{bonus} বোনাস',
  '{count} cell opened': '{count}টি ঘর খুলেছে',
  '{count} cells opened': '{count}টি ঘর খুলেছে',
  'Flag placed, {left} mines left': 'পতাকা বসানো হলো, {left}টি মাইন বাকি',
  'Flag removed, {left} mines left': 'পতাকা সরানো হলো, {left}টি মাইন বাকি',
  empty: 'খালি',
  flagged: 'পতাকা দেওয়া',
  closed: 'বন্ধ',
  'Row {row}, column {column}: {what}': 'সারি {row}, কলাম {column}: {what}',
  'Clear the {cols}×{rows} field of its {mines} mines without digging one up.':
    '{cols}×{rows} মাঠের {mines}টি মাইনের একটিও না খুঁড়ে মাঠ পরিষ্কার করুন।',
  'A tall {cols}×{rows} field hides {mines} mines. Dig every other cell.':
    'লম্বা {cols}×{rows} মাঠে {mines}টি মাইন লুকানো। বাকি সব ঘর খুঁড়ুন।',
  'Clear the {cols}×{rows} field of {mines} mines before {seconds} seconds run out. The faster, the higher the score.':
    '{seconds} সেকেন্ড শেষ হওয়ার আগে {mines}টি মাইনের {cols}×{rows} মাঠ পরিষ্কার করুন। যত দ্রুত, তত বেশি স্কোর।',
  'Tap to dig, long-press or use Flag mode to flag. Numbers count the mines touching a cell.':
    'খুঁড়তে ট্যাপ করুন; পতাকা দিতে চেপে ধরুন বা পতাকার মোড নিন। সংখ্যা বলে পাশের কয়টি ঘরে মাইন।',
};
