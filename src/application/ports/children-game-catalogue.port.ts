import { token } from '../token';
import type { GameCataloguePort } from './game-catalogue.port';

/**
 * The catalogue as a child sees it while family mode is on (src/application/use-cases/family/
 * children-game-catalogue.ts), bound by the 'family' area once it has loaded: the first load's
 * catalogue asks it only when the device keeps family mode.
 */
export const ChildrenGameCatalogue = token<GameCataloguePort>('ChildrenGameCatalogue');
