import { ContainerModule } from 'inversify';
import { GameCatalogPort } from '../../application/ports/game-catalog.port';
import { NavigationPort } from '../../application/ports/navigation.port';
import { RememberReturnPath } from '../../application/use-cases/session/remember-return-path';
import { StartGame } from '../../application/use-cases/games/start-game';
import { UpdateGameSession } from '../../application/use-cases/games/update-game-session';
import { OpenGame } from '../../application/use-cases/games/open-game';
import { KeepGameSessionAlive } from '../../application/use-cases/games/keep-game-session-alive';
import { GoToPlans } from '../../application/use-cases/games/go-to-plans';
import { bindClass } from '../bind-class';

/** The play screen: opening a game by name, keeping its session alive, and the way to the plans. */
export const playModule = () =>
  new ContainerModule(({ bind }) => {
    bindClass(bind, OpenGame, [GameCatalogPort, StartGame]);
    bindClass(bind, KeepGameSessionAlive, [UpdateGameSession]);
    bindClass(bind, GoToPlans, [RememberReturnPath, NavigationPort]);
  });
