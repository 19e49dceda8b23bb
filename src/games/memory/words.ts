import type { Words } from '../engine/words';

/** Memory Match's words in Bangla. */
export const BANGLA: Words = {
  'Memory Match': 'মেমোরি ম্যাচ',
  Memory: 'মেমোরি',
  Moves: 'চাল',
  'Time left': 'বাকি সময়',
  Cards: 'কার্ড',
  'All matched!': 'সব মিলেছে!',
  'Tap two cards to find a pair. Keyboard: arrows + Enter.': 'জোড়া খুঁজতে দুটি কার্ডে ট্যাপ করুন। কিবোর্ড: তীর-কী + Enter।',
  '12 pairs to find. Tap two cards at a time; keyboard: arrows + Enter.':
    '১২টি জোড়া খুঁজতে হবে। একবারে দুটি কার্ডে ট্যাপ করুন; কিবোর্ড: তীর-কী + Enter।',
  'Find all 8 pairs in {seconds} seconds. The clock starts with your first card.':
    '{seconds} সেকেন্ডে ৮টি জোড়াই খুঁজে বের করুন। প্রথম কার্ড খুললেই ঘড়ি চালু হয়।',
  circle: 'বৃত্ত',
  square: 'বর্গ',
  triangle: 'ত্রিভুজ',
  star: 'তারা',
  heart: 'হৃদয়',
  diamond: 'হীরা',
  hexagon: 'ষড়ভুজ',
  bolt: 'বিদ্যুৎ',
  moon: 'চাঁদ',
  plus: 'যোগচিহ্ন',
  ring: 'আংটি',
  drop: 'ফোঁটা',
  '{name}, matched': '{name}, মিলেছে',
  'face down': 'উল্টানো',
  'Card {number}, {state}': 'কার্ড {number}, {state}',
  'Match: {name}. {left} pairs left.': 'মিলেছে: {name}। আর {left}টি জোড়া বাকি।',
  'No match: {a} and {b}.': 'মেলেনি: {a} আর {b}।',
  '{seconds}s': '{seconds} সে.',
  "Time's up!": 'সময় শেষ!',
  '{matched} of {pairs} pairs in {moves} moves. Score {score} · Best {best}':
    '{moves} চালে {pairs}টির মধ্যে {matched}টি জোড়া। স্কোর {score} · সেরা {best}',
  '{moves} moves in {secs}s (+{bonus} time bonus). Score {score} · Best {best}':
    '{secs} সেকেন্ডে {moves} চাল (+{bonus} সময়-বোনাস)। স্কোর {score} · সেরা {best}',
  // Two players on one phone.
  'Play alone, or two players take turns on one phone: a match keeps the turn, a miss passes it.':
    'একা খেলুন, অথবা একই ফোনে দুজন পালা করে খেলুন: জোড়া মিললে পালা থাকে, না মিললে পালা বদলায়।',
  Players: 'খেলোয়াড়',
  '1 player': '১ জন খেলোয়াড়',
  '2 players': '২ জন খেলোয়াড়',
  "Player {n}'s turn": 'খেলোয়াড় {n}-এর পালা',
  'Player {n}: {pairs}': 'খেলোয়াড় {n}: {pairs}',
  'Player {n} wins!': 'খেলোয়াড় {n} জিতেছেন!',
  "It's a draw!": 'ড্র হয়েছে!',
  'Player 1: {one} pairs · Player 2: {two} pairs · {moves} moves':
    'খেলোয়াড় ১: {one}টি জোড়া · খেলোয়াড় ২: {two}টি জোড়া · {moves} চাল',
  "Time's up! Player 1: {one} pairs · Player 2: {two} pairs · {moves} moves":
    'সময় শেষ! খেলোয়াড় ১: {one}টি জোড়া · খেলোয়াড় ২: {two}টি জোড়া · {moves} চাল',
  'Match! Player {n} goes again.': 'মিলেছে! খেলোয়াড় {n} আবার খেলবেন।',
};
