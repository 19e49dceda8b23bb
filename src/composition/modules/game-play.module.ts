import { ContainerModule } from 'inversify';
import { GameCataloguePort } from '../../application/ports/game-catalogue.port';
import { StartGame } from '../../application/use-cases/games/start-game';
import { UpdateGameSession } from '../../application/use-cases/games/update-game-session';
import { OpenGame } from '../../application/use-cases/games/open-game';
import { SavedGameLookup } from '../../application/use-cases/offline/saved-game-lookup';
import { KeepPlayedGame } from '../../application/use-cases/offline/keep-played-game';
import { KeepGameSessionAlive } from '../../application/use-cases/games/keep-game-session-alive';
import { PlayedOnDevice } from '../../application/use-cases/games/played-on-device';
import { BundledGameTitles } from '../../application/ports/bundled-game-titles.port';
import { bundledGameTitles } from '../../adapters/offline/bundled-game-modes';
import { bindClass } from '../bind-class';

/**
 * The play screen: opening a game by name and keeping its session alive. Part of the 'game-actions' area
 * (the way to the plans, which the tournament needs too, is bound by games.module.ts).
 */
export const gamePlayModule = () =>
  new ContainerModule(({ bind }) => {
    bind(BundledGameTitles).toConstantValue(bundledGameTitles());
    bindClass(bind, OpenGame, [GameCataloguePort, StartGame, PlayedOnDevice, SavedGameLookup, KeepPlayedGame, BundledGameTitles]);
    bindClass(bind, KeepGameSessionAlive, [UpdateGameSession]);
  });
