import { ContainerModule } from 'inversify';
import { AppOrigin } from '../../application/ports/app-origin.port';
import { GamePageKeeper } from '../../application/ports/game-page-keeper.port';
import { DataSaverStore } from '../../application/stores/data-saver.store';
import { KeepDailyChallenges } from '../../application/use-cases/progress/keep-daily-challenges';
import { FetchGamePageKeeper } from '../../adapters/browser/fetch-game-page-keeper';
import { SharePort } from '../../application/ports/share.port';
import { ShareDailyResult } from '../../application/use-cases/progress/share-daily-result';
import { BundledGameModes } from '../../application/ports/bundled-game-modes.port';
import { Clock } from '../../application/ports/clock.port';
import { GuestProgressMerger } from '../../application/ports/guest-progress-at-login.port';
import { IdGenerator } from '../../application/ports/id-generator.port';
import { PlayerProgressPort } from '../../application/ports/player-progress.port';
import { AuthStore } from '../../application/stores/auth.store';
import { LoadDailyChallenge } from '../../application/use-cases/progress/load-daily-challenge';
import { LoadPlayerProgress } from '../../application/use-cases/progress/load-player-progress';
import { MergeGuestProgress } from '../../application/use-cases/progress/merge-guest-progress';
import { PlayerProgressBook } from '../../application/use-cases/progress/player-progress-book';
import { RecordFinishedGame } from '../../application/use-cases/progress/record-finished-game';
import { RecordGameEvent } from '../../application/use-cases/progress/record-game-event';
import { bundledGameModes } from '../../adapters/offline/bundled-game-modes';
import { IdbPlayerProgress } from '../../adapters/offline/idb-player-progress';
import { bindClass } from '../bind-class';

/**
 * Part of the 'game-actions' area: the player's progress on the device (docs/decisions/0057): the
 * daily challenge, its results and the streak, achievements and bests, kept per owner and merged at
 * login. Loaded with the play screen and after /home's first screen, never in the entry.
 */
export const playerProgressModule = () =>
  new ContainerModule(({ bind }) => {
    bind(PlayerProgressPort).toConstantValue(new IdbPlayerProgress());
    bind(BundledGameModes).toConstantValue(bundledGameModes());
    bindClass(bind, PlayerProgressBook, [PlayerProgressPort, AuthStore, IdGenerator]);
    bindClass(bind, RecordFinishedGame, [PlayerProgressBook, BundledGameModes, Clock]);
    bindClass(bind, RecordGameEvent, [PlayerProgressBook, BundledGameModes, Clock]);
    bindClass(bind, LoadDailyChallenge, [PlayerProgressBook, BundledGameModes, Clock]);
    bindClass(bind, LoadPlayerProgress, [PlayerProgressBook, BundledGameModes, Clock]);
    bindClass(bind, MergeGuestProgress, [PlayerProgressBook, BundledGameModes, Clock]);
    bind(GuestProgressMerger).toService(MergeGuestProgress);
    bindClass(bind, ShareDailyResult, [SharePort, AppOrigin]);
    bind(GamePageKeeper).toConstantValue(new FetchGamePageKeeper());
    bindClass(bind, KeepDailyChallenges, [GamePageKeeper, DataSaverStore]);
  });
