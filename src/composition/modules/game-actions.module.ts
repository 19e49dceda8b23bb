import { ContainerModule } from 'inversify';
import { GameActionsPort } from '../../application/ports/game-actions.port';
import { GameCataloguePort } from '../../application/ports/game-catalogue.port';
import { GameSessionPort } from '../../application/ports/game-session.port';
import { DeviceStoragePort } from '../../application/ports/device-storage.port';
import { AuthStore } from '../../application/stores/auth.store';
import { GameDetailStore } from '../../application/stores/game-detail.store';
import { ShowNotification } from '../../application/use-cases/notifications/show-notification';
import { RedirectPolicy } from '../../application/use-cases/auth/redirect-policy';
import { RequireLogin } from '../../application/use-cases/games/require-login';
import { LoadRatingDetails } from '../../application/use-cases/games/load-rating-details';
import { LoadGameDetail } from '../../application/use-cases/games/load-game-detail';
import { ResetGameDetail } from '../../application/use-cases/games/reset-game-detail';
import { ToggleLike } from '../../application/use-cases/games/toggle-like';
import { ToggleBookmark } from '../../application/use-cases/games/toggle-bookmark';
import { RateGame } from '../../application/use-cases/games/rate-game';
import { StartGame } from '../../application/use-cases/games/start-game';
import { UpdateGameSession } from '../../application/use-cases/games/update-game-session';
import { ResumePendingGameAction } from '../../application/use-cases/games/resume-pending-game-action';
import { QueueGameAction } from '../../application/use-cases/offline/queue-game-action';
import { SavedGameLookup } from '../../application/use-cases/offline/saved-game-lookup';
import { HttpGameSessionGateway } from '../../adapters/http/http-game-session-gateway';
import { HttpGameActionsGateway } from '../../adapters/http/http-game-actions-gateway';
import { bindClass } from '../bind-class';
import { bindHttpGateway } from '../module-bindings';

/**
 * A game's page (its details and ratings, like, favourite, rating, the action waiting for a login)
 * and starting a game: part of the 'game-actions' area, so /home's first download does not carry them.
 */
export const gameActionsModule = () =>
  new ContainerModule(({ bind }) => {
    bindHttpGateway(bind, GameActionsPort, HttpGameActionsGateway);
    bindClass(bind, LoadRatingDetails, [GameActionsPort, GameDetailStore]);
    bindClass(bind, LoadGameDetail, [GameCataloguePort, GameDetailStore, LoadRatingDetails]);
    bindClass(bind, ResetGameDetail, [GameDetailStore, LoadGameDetail]);
    bindHttpGateway(bind, GameSessionPort, HttpGameSessionGateway);
    bindClass(bind, ToggleLike, [GameActionsPort, GameDetailStore, RequireLogin, ShowNotification, QueueGameAction]);
    bindClass(bind, ToggleBookmark, [GameActionsPort, GameDetailStore, RequireLogin, ShowNotification, QueueGameAction]);
    bindClass(bind, RateGame, [
      GameActionsPort,
      GameDetailStore,
      RequireLogin,
      ShowNotification,
      LoadRatingDetails,
      QueueGameAction,
    ]);
    bindClass(bind, StartGame, [GameSessionPort, AuthStore, RequireLogin, RedirectPolicy, SavedGameLookup]);
    bindClass(bind, UpdateGameSession, [GameSessionPort]);
    bindClass(bind, ResumePendingGameAction, [DeviceStoragePort, AuthStore, GameDetailStore, ToggleLike, ToggleBookmark]);
  });
