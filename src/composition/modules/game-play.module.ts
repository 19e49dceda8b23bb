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
import { Clock } from '../../application/ports/clock.port';
import { DeviceStoragePort } from '../../application/ports/device-storage.port';
import { FeatureAreasPort } from '../../application/ports/feature-areas.port';
import { PlayTimeChecks } from '../../application/ports/play-time.port';
import { PlayTimeOnDemand } from '../../application/use-cases/family/play-time-on-demand';
import { familyModeMayBeOn } from '../../adapters/storage/family-mode-hint';
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
    // Family mode's daily play time: its code (the 'family' area) is fetched only when the device keeps family mode.
    bind(PlayTimeOnDemand).toDynamicValue(
      (context) =>
        new PlayTimeOnDemand(
          familyModeMayBeOn(context.get(DeviceStoragePort)),
          context.get(FeatureAreasPort),
          () => context.get(PlayTimeChecks),
          context.get(Clock),
        ),
    );
  });
