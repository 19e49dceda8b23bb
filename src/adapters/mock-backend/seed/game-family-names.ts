import type { PlaySlug } from '../db';

/**
 * What players in Bangladesh type to find a game family: its Bangla name and the common romanised
 * spellings of it (on an English keyboard "shap" or "sap" for সাপ, snake). Every catalogue title of
 * a family is found by these, as well as by its English name.
 */
export interface FamilyNames {
  readonly bangla: readonly string[];
  readonly romanised: readonly string[];
}

export const GAME_FAMILY_NAMES: Readonly<Record<PlaySlug, FamilyNames>> = {
  snake: { bangla: ['সাপ', 'স্নেক'], romanised: ['shap', 'sap', 'saap', 'shaap'] },
  2048: { bangla: ['২০৪৮'], romanised: [] },
  memory: { bangla: ['মেমোরি', 'স্মৃতি'], romanised: ['memori', 'smriti'] },
  breakout: { bangla: ['ব্রেকআউট', 'ইট ভাঙা'], romanised: ['brekaut', 'it vanga'] },
  runner: { bangla: ['রানার', 'দৌড়'], romanised: ['ranar', 'dour', 'dowr'] },
  quiz: { bangla: ['কুইজ', 'প্রশ্নোত্তর'], romanised: ['kuiz', 'kuij', 'proshnottor'] },
  cricket: { bangla: ['ক্রিকেট'], romanised: ['kriket', 'krikat', 'cricet'] },
  racer: { bangla: ['রেসিং', 'গাড়ি দৌড়'], romanised: ['resing', 'gari', 'gaari'] },
  shooter: { bangla: ['শুটার', 'গোলাগুলি'], romanised: ['shutar', 'golaguli'] },
  carrom: { bangla: ['ক্যারম'], romanised: ['karom', 'kerom', 'kyarom', 'carom'] },
  word: { bangla: ['শব্দ'], romanised: ['shobdo', 'sobdo', 'shabda'] },
  ludo: { bangla: ['লুডু'], romanised: ['ludu', 'ludoo'] },
  blocks: { bangla: ['ব্লক'], romanised: ['blok', 'blox'] },
  mines: { bangla: ['মাইনসুইপার', 'মাইন'], romanised: ['mainsuiper', 'mainsweeper'] },
  penalty: { bangla: ['পেনাল্টি', 'ফুটবল'], romanised: ['penalti', 'futbol'] },
};
