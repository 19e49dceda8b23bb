import { pageForDevice, type SavedGame } from '../../../domain/saved-games';
import type { GameDetail } from '../../../domain/game';
import type { StoredFiles } from './load-saved-games';

/** A plain copy: the device's storage cannot keep the live state objects the screens read. */
export const plainCopy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The saved list's entry for a bundled game whose files were just stored on the device. */
export function savedEntry(files: StoredFiles, game: GameDetail, savedAt: Date, played?: true): SavedGame {
  return plainCopy<SavedGame>({
    slug: files.slug,
    bytes: files.bytes,
    files: files.files,
    savedAt: savedAt.toISOString(),
    game: pageForDevice(game),
    ...(played ? { played } : {}),
  });
}
