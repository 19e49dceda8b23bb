// Ludo's words in Bangla (public/games/shared/words.js).
Kit.words({
  Ludo: 'লুডু',
  Players: 'খেলোয়াড়',
  'Ludo board: your red tokens start in the bottom-left yard and travel clockwise to the centre':
    'লুডু বোর্ড: আপনার লাল গুটি নিচে বাঁয়ের ঘর থেকে ঘড়ির কাঁটার দিকে মাঝখানে যায়',
  'Your turn: roll the die': 'আপনার পালা: ছক্কা চালুন',
  'Roll the die': 'ছক্কা চালুন',
  'Roll a six to bring a token out, race it round the board and home. Land on a rival to send it back; stars are safe.':
    'ছয় পেলে গুটি বের হয়, বোর্ড ঘুরে ঘরে ফেরান। প্রতিপক্ষের গুটির ওপর পড়লে সেটি ফিরে যায়; তারা-ঘর নিরাপদ।',
  'Tap the die or Space to roll · tap a token, or ← → / 1-4 then Enter · P pause':
    'ছক্কা চালতে ট্যাপ বা Space · গুটিতে ট্যাপ, অথবা ← → / ১-৪ তারপর Enter · P বিরতি',
  Green: 'সবুজ',
  Yellow: 'হলুদ',
  Blue: 'নীল',
  Red: 'লাল',
  You: 'আপনি',
  'You (red) against Yellow. First to bring all four tokens home wins.': 'আপনি (লাল) বনাম হলুদ। যে আগে চারটি গুটি ঘরে তুলবে সে জিতবে।',
  'You (red) against Green, Yellow and Blue. First to bring all four tokens home wins.':
    'আপনি (লাল) বনাম সবুজ, হলুদ ও নীল। যে আগে চারটি গুটি ঘরে তুলবে সে জিতবে।',
  'A short game: two tokens each, one already out, you (red) against Yellow.':
    'ছোট খেলা: প্রত্যেকের দুটি গুটি, একটি আগেই বের করা, আপনি (লাল) বনাম হলুদ।',
  'Roll a six to bring a token out; land on a rival to send it home. Stars are safe.':
    'ছয় পেলে গুটি বের হয়; প্রতিপক্ষের গুটির ওপর পড়লে সেটি ঘরে ফিরে যায়। তারা-ঘর নিরাপদ।',
  'Your turn: tap the die to roll': 'আপনার পালা: ছক্কায় ট্যাপ করে চালুন',
  'Roll again!': 'আবার চালুন!',
  '{name} is rolling…': '{name} চালছে…',
  '{name} rolls again…': '{name} আবার চালছে…',
  '{name} is playing': '{name} খেলছে',
  Rolling: 'চালা হচ্ছে',
  'The die shows {die}': 'ছক্কায় উঠেছে {die}',
  'Three sixes! Your turn is lost.': 'তিনবার ছয়! আপনার পালা বাতিল।',
  "Three sixes! {name}'s turn is lost.": 'তিনবার ছয়! {name}-এর পালা বাতিল।',
  '{name} rolled {die}: no move, roll again.': '{name} পেয়েছে {die}: চাল নেই, আবার চালুন।',
  '{name} rolled {die}: no move.': '{name} পেয়েছে {die}: চাল নেই।',
  'Move the chosen token': 'বাছাই করা গুটি চালুন',
  'You rolled {die}.': 'আপনি পেয়েছেন {die}।',
  'You rolled {die}: tap a token to move': 'আপনি পেয়েছেন {die}: চালতে একটি গুটিতে ট্যাপ করুন',
  Moving: 'চলছে',
  'A six! Token out.': 'ছয়! গুটি বের হলো।',
  'Moving {steps}…': '{steps} ঘর চলছে…',
  'Captured {name}!': '{name} কাটা পড়েছে!',
  '{name} captured your token!': '{name} আপনার গুটি কেটেছে!',
  '{name} captured {other}!': '{name} {other}-কে কেটেছে!',
  'Your token is home!': 'আপনার গুটি ঘরে পৌঁছেছে!',
  "{name}'s token is home!": '{name}-এর গুটি ঘরে পৌঁছেছে!',
  'You win!': 'আপনি জিতেছেন!',
  '{name} wins.': '{name} জিতেছে।',
  '{name} wins': '{name} জিতেছে',
  'Score {score} · {captures} capture · {home}/{tokens} tokens home · Best {best}':
    'স্কোর {score} · {captures}টি কাটা · {home}/{tokens} গুটি ঘরে · সেরা {best}',
  'Score {score} · {captures} captures · {home}/{tokens} tokens home · Best {best}':
    'স্কোর {score} · {captures}টি কাটা · {home}/{tokens} গুটি ঘরে · সেরা {best}',
  'The dice will wait for you.': 'ছক্কা আপনার অপেক্ষায় থাকবে।',
  'Tap one of your glowing tokens': 'আপনার জ্বলজ্বলে একটি গুটিতে ট্যাপ করুন',
  '{name}: {yard} in the yard, {way} on the way, {home} home': '{name}: ঘরে বসে {yard}, পথে {way}, পৌঁছেছে {home}',
  'Ludo board, you play red from the bottom-left yard. {where}.': 'লুডু বোর্ড, আপনি লাল, নিচে বাঁয়ের ঘর থেকে। {where}।',
  '{name}: {home} of {tokens} tokens home': '{name}: {tokens}টির মধ্যে {home}টি গুটি ঘরে',
});
