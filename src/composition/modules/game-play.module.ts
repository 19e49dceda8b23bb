import { ContainerModule } from 'inversify';
import { GameCataloguePort } from '../../application/ports/game-catalogue.port';
import { NavigationPort } from '../../application/ports/navigation.port';
import { RememberReturnPath } from '../../application/use-cases/session/remember-return-path';
import { StartGame } from '../../application/use-cases/games/start-game';
import { UpdateGameSession } from '../../application/use-cases/games/update-game-session';
import { OpenGame } from '../../application/use-cases/games/open-game';
import { SavedGameLookup } from '../../application/use-cases/offline/saved-game-lookup';
import { KeepPlayedGame } from '../../application/use-cases/offline/keep-played-game';
import { KeepGameSessionAlive } from '../../application/use-cases/games/keep-game-session-alive';
import { GoToPlans } from '../../application/use-cases/games/go-to-plans';
import { PlayedOnDevice } from '../../application/use-cases/games/played-on-device';
import { RequireLogin } from '../../application/use-cases/games/require-login';
import { bindClass } from '../bind-class';

/**
 * The play screen: opening a game by name, keeping its session alive, and the way to the plans.
 * Part of the games area (games.module.ts) but kept as its own module: the container is built in
 * steps (container.ts, docs/decisions/0004) and this module is loaded in a later step than
 * games.module.ts, so merging them would change how start-up work is split between tasks.
 */
export const gamePlayModule = () =>
  new ContainerModule(({ bind }) => {
    bindClass(bind, OpenGame, [GameCataloguePort, StartGame, PlayedOnDevice, SavedGameLookup, KeepPlayedGame]);
    bindClass(bind, KeepGameSessionAlive, [UpdateGameSession]);
    bindClass(bind, GoToPlans, [RememberReturnPath, NavigationPort, RequireLogin]);
  });
