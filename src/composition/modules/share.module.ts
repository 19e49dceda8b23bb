import { ContainerModule } from 'inversify';
import { SharePort } from '../../application/ports/share.port';
import { AppOrigin } from '../../application/ports/app-origin.port';
import { GameDetailStore } from '../../application/stores/game-detail.store';
import { ShowToast } from '../../application/use-cases/notifications/show-toast';
import { ShareGame } from '../../application/use-cases/games/share-game';
import { WebShare } from '../../adapters/browser/web-share';
import { bindClass } from '../bind-class';

/** Sharing a game page: the browser's share sheet or the clipboard. */
export const shareModule = () =>
  new ContainerModule(({ bind }) => {
    bind(SharePort).toConstantValue(new WebShare());
    bindClass(bind, ShareGame, [SharePort, GameDetailStore, AppOrigin, ShowToast]);
  });
