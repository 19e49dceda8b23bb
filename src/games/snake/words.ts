import type { Words } from '../engine/words';

/** Snake's words in Bangla. */
export const BANGLA: Words = {
  Snake: 'সাপ',
  'Snake board': 'সাপের বোর্ড',
  'Direction pad': 'দিক বোতাম',
  "Swipe or use the arrow keys. Eat the pink dots and don't bite yourself.":
    'সোয়াইপ করুন বা তীর-কী চাপুন। গোলাপি বিন্দু খান, নিজের লেজে কামড় দেবেন না।',
  'Eat the dots and grow. The edge is a wall and your tail bites.': 'বিন্দু খেয়ে বড় হোন। কিনারা দেয়াল, আর নিজের লেজে কামড় লাগে।',
  "No walls here: leave one edge and come back at the other. Just don't bite your tail.":
    'এখানে দেয়াল নেই: এক কিনারা দিয়ে বেরিয়ে অন্য কিনারা দিয়ে ফিরে আসুন। শুধু নিজের লেজে কামড় দেবেন না।',
  'Inner walls block the way: steer through the doors to reach the dots.': 'ভেতরের দেয়াল পথ আটকায়: দরজা দিয়ে ঘুরে বিন্দুর কাছে যান।',
  'You filled the board!': 'আপনি পুরো বোর্ড ভরে ফেলেছেন!',
  'You hit the wall.': 'আপনি দেয়ালে ধাক্কা খেয়েছেন।',
  'You ran into the maze.': 'আপনি গোলকধাঁধার দেয়ালে ধাক্কা খেয়েছেন।',
  'You bit yourself.': 'আপনি নিজের লেজে কামড় দিয়েছেন।',
  '{reason} Score {score} · Best {best}': '{reason} স্কোর {score} · সেরা {best}',
};
