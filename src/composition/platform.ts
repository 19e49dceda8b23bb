import type { AppConfig } from '../application/config';
import type { KeyValueStore } from '../adapters/storage/web-device-storage';
import type { EarlyAnswers } from '../adapters/http/early-answer';

/** What the composition root takes from the environment it runs in (browser, jsdom or Node). */
export interface Platform {
  config: AppConfig;
  storage: KeyValueStore;
  location: Pick<Location, 'assign' | 'pathname' | 'search'>;
  fetch: typeof fetch;
  /** The calls index.html's boot script made, each the first attempt of its call (decision 0053). */
  earlyAnswers?: EarlyAnswers;
  newId: () => string;
  random: () => number;
  /** The origin the page was served from: the URL guard's notion of 'in-app'. */
  origin: string;
  /** Spec §3 login payload 'agentdetails'. */
  agentDetails: string;
}
