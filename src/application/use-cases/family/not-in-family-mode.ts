import { ServiceError } from '../../errors';

/**
 * A game the children's catalogue hides, reached by its address (a link, a bookmark, a game page
 * kept from before): "a /game or /play of a hidden game says kindly it is not available in family
 * mode". Said as the catalogue's refusal of that one game, so the game's page and the play screen
 * tell it apart from a game that does not exist.
 */
export const NOT_IN_FAMILY_MODE = 'NOT_IN_FAMILY_MODE';

export const notInFamilyMode = (): ServiceError => new ServiceError('rejected', '', NOT_IN_FAMILY_MODE, 404);

export const isNotInFamilyMode = (error: unknown): boolean => error instanceof ServiceError && error.code === NOT_IN_FAMILY_MODE;
