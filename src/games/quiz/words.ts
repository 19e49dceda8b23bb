import type { Words } from '../engine/words';
import { QUESTION_BANGLA } from './questions-words';

/** The quiz's words in Bangla, with its questions and answers (questions-words.ts). */
export const BANGLA: Words = {
  Quiz: 'কুইজ',
  Question: 'প্রশ্ন',
  '10 questions, 15 seconds each. Faster correct answers score more.':
    '১০টি প্রশ্ন, প্রতিটির জন্য ১৫ সেকেন্ড। যত দ্রুত সঠিক উত্তর, তত বেশি স্কোর।',
  'Tap an answer, or press 1–4.': 'একটি উত্তরে ট্যাপ করুন, বা ১–৪ চাপুন।',
  'General knowledge': 'সাধারণ জ্ঞান',
  Science: 'বিজ্ঞান',
  World: 'বিশ্ব',
  '{topic} quiz': '{topic} কুইজ',
  'Correct! +{points}': 'সঠিক! +{points}',
  "Wrong: it's {answer}.": 'ভুল: উত্তর {answer}।',
  "Time's up: it's {answer}.": 'সময় শেষ: উত্তর {answer}।',
  'See results': 'ফলাফল দেখুন',
  'Brilliant!': 'অসাধারণ!',
  'Well played!': 'ভালো খেলেছেন!',
  'Keep practising!': 'অনুশীলন চালিয়ে যান!',
  '{correct}/{round} correct. Score {score} · Best {best}': '{round}টির মধ্যে {correct}টি সঠিক। স্কোর {score} · সেরা {best}',
  'The clock is stopped.': 'ঘড়ি থেমে আছে।',
  '{round} questions on science and the world, {seconds} seconds each. Faster correct answers score more.':
    'বিজ্ঞান ও বিশ্ব নিয়ে {round}টি প্রশ্ন, প্রতিটির জন্য {seconds} সেকেন্ড। যত দ্রুত সঠিক উত্তর, তত বেশি স্কোর।',
  '{round} questions on space, physics, chemistry, nature and the human body, {seconds} seconds each.':
    'মহাকাশ, পদার্থবিজ্ঞান, রসায়ন, প্রকৃতি ও মানবদেহ নিয়ে {round}টি প্রশ্ন, প্রতিটির জন্য {seconds} সেকেন্ড।',
  "{round} questions on Bangladesh, South Asia and the world's places, history and culture, {seconds} seconds each.":
    'বাংলাদেশ, দক্ষিণ এশিয়া ও বিশ্বের স্থান, ইতিহাস ও সংস্কৃতি নিয়ে {round}টি প্রশ্ন, প্রতিটির জন্য {seconds} সেকেন্ড।',
  ...QUESTION_BANGLA,
};
