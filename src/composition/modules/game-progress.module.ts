import { ContainerModule } from 'inversify';
import { GameProgressPort } from '../../application/ports/game-progress.port';
import { Clock } from '../../application/ports/clock.port';
import { AuthStore } from '../../application/stores/auth.store';
import { GameProgressStore, createGameProgressStore } from '../../application/stores/game-progress.store';
import { GameProgressBook } from '../../application/use-cases/progress/game-progress-book';
import { LoadGameProgress } from '../../application/use-cases/progress/load-game-progress';
import { SaveGameProgress } from '../../application/use-cases/progress/save-game-progress';
import { IdbGameProgress } from '../../adapters/offline/idb-game-progress';
import { bindClass } from '../bind-class';

/**
 * Part of the 'game-actions' area: the bundled games' progress on the device (best scores and unfinished
 * rounds, docs/decisions/0050), which the play screen keeps and a game page shows.
 */
export const gameProgressModule = () =>
  new ContainerModule(({ bind }) => {
    bind(GameProgressPort).toConstantValue(new IdbGameProgress());
    bind(GameProgressStore).toConstantValue(createGameProgressStore());
    bindClass(bind, GameProgressBook, [GameProgressPort, AuthStore, GameProgressStore]);
    bindClass(bind, LoadGameProgress, [GameProgressBook]);
    bindClass(bind, SaveGameProgress, [GameProgressBook, Clock]);
  });
