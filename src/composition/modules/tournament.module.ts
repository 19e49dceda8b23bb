import { ContainerModule } from 'inversify';
import { AppConfig } from '../../application/config';
import { Clock } from '../../application/ports/clock.port';
import { LeaderboardStreamPort } from '../../application/ports/leaderboard-stream.port';
import { NavigationPort } from '../../application/ports/navigation.port';
import { StreamLog } from '../../application/ports/stream-log.port';
import { TournamentPort } from '../../application/ports/tournament.port';
import { AuthStore } from '../../application/stores/auth.store';
import { TournamentStore, createTournamentStore } from '../../application/stores/tournament.store';
import { ShowNotification } from '../../application/use-cases/notifications/show-notification';
import { RememberReturnPath } from '../../application/use-cases/session/remember-return-path';
import { RedirectPolicy } from '../../application/use-cases/auth/redirect-policy';
import { RequireLogin } from '../../application/use-cases/games/require-login';
import { LoadTournament } from '../../application/use-cases/tournament/load-tournament';
import { LoadHomeLeaderboard, LoadWinners } from '../../application/use-cases/tournament/load-board-list';
import { RegisterForTournament } from '../../application/use-cases/tournament/register-for-tournament';
import { StartTournamentGame, UpdateTournamentSession } from '../../application/use-cases/tournament/play-tournament-game';
import { SelectLeaderboardStage } from '../../application/use-cases/tournament/select-leaderboard-stage';
import { RefreshBoardOnReturn } from '../../application/use-cases/tournament/refresh-board-on-return';
import { PageVisibilityPort } from '../../application/ports/page-visibility.port';
import { StageReminders } from '../../application/use-cases/tournament/stage-reminders';
import { ReminderStoragePort } from '../../application/ports/reminder-storage.port';
import { PushSubscriptionPort } from '../../application/ports/push-subscription.port';
import { BrowserActivityPort } from '../../application/ports/browser-activity.port';
import { ShowToast } from '../../application/use-cases/notifications/show-toast';
import { WebReminderStorage } from '../../adapters/storage/web-reminder-storage';
import { HttpTournamentGateway } from '../../adapters/http/http-tournament-gateway';
import { SseLeaderboardStream } from '../../adapters/sse/sse-leaderboard-stream';
import { DeviceStoragePort } from '../../application/ports/device-storage.port';
import { FeatureAreasPort } from '../../application/ports/feature-areas.port';
import { TournamentsHiddenCheck } from '../../application/ports/family-tournaments.port';
import { TournamentsInFamilyMode } from '../../application/use-cases/family/tournaments-in-family-mode';
import { familyModeMayBeOn } from '../../adapters/storage/family-mode-hint';
import { bindClass } from '../bind-class';
import { bindApiClient } from '../platform-api-connection';
import type { Platform } from '../platform';
import { bindHttpGateway } from '../module-bindings';

/**
 * Tournaments (spec §3 state area 'tournamnet', named TournamentStore here): the requests, the
 * live leaderboard stream and the tournament use cases. The store is not in the spec's logout
 * reset list; the tournament screen reloads the details when the token changes.
 */
export const tournamentModule = (platform: Platform) =>
  new ContainerModule(({ bind }) => {
    bindHttpGateway(bind, TournamentPort, HttpTournamentGateway);
    bindApiClient(bind, LeaderboardStreamPort, platform, (connection) => new SseLeaderboardStream(connection));
    bind(TournamentStore).toConstantValue(createTournamentStore());
    // "Premium and tournaments hidden" in family mode: family mode's code is fetched only when the device keeps it.
    bind(TournamentsInFamilyMode).toDynamicValue(
      (context) =>
        new TournamentsInFamilyMode(familyModeMayBeOn(context.get(DeviceStoragePort)), context.get(FeatureAreasPort), () =>
          context.get(TournamentsHiddenCheck),
        ),
    );

    bindClass(bind, LoadTournament, [TournamentPort, AppConfig, TournamentStore, ShowNotification]);
    bindClass(bind, LoadHomeLeaderboard, [TournamentPort, AppConfig, TournamentStore]);
    bindClass(bind, LoadWinners, [TournamentPort, AppConfig, TournamentStore]);
    bindClass(bind, RegisterForTournament, [
      TournamentPort,
      AppConfig,
      TournamentStore,
      RequireLogin,
      RememberReturnPath,
      NavigationPort,
      ShowNotification,
    ]);
    bindClass(bind, StartTournamentGame, [TournamentPort, TournamentStore, RequireLogin, RedirectPolicy]);
    bindClass(bind, UpdateTournamentSession, [TournamentPort]);
    bindClass(bind, SelectLeaderboardStage, [
      TournamentPort,
      LeaderboardStreamPort,
      AppConfig,
      TournamentStore,
      AuthStore,
      Clock,
      StreamLog,
      LoadTournament,
    ]);
    bindClass(bind, RefreshBoardOnReturn, [PageVisibilityPort, SelectLeaderboardStage]);
    bind(ReminderStoragePort).toConstantValue(new WebReminderStorage(platform.storage));
    // Push and the tab's activity come with the 'push' area, which the tournament screen loads too.
    bindClass(bind, StageReminders, [
      ReminderStoragePort,
      PushSubscriptionPort,
      BrowserActivityPort,
      ShowToast,
      TournamentStore,
      AuthStore,
      Clock,
    ]);
  });
