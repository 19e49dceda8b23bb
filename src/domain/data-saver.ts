/**
 * Data saver: players here pay for every megabyte. The portal loads fewer and smaller pictures and
 * never prefetches when the browser asks it to save data (the Save-Data preference, which Chrome
 * reports as navigator.connection.saveData), when the connection is slow (effectiveType 2g or
 * slow-2g), or when the player turns "Data saver" on in the profile. The player's own choice wins:
 * "off" keeps full pictures on a slow line, "on" saves data on a fast one.
 */
export type DataSaverChoice = 'auto' | 'on' | 'off';

/** What the browser says of the connection; effectiveType is null where the browser does not say. */
export interface ConnectionHints {
  saveData: boolean;
  effectiveType: string | null;
}

export type DataSaverReason = 'player' | 'save-data' | 'slow-connection';

export interface DataSaverDecision {
  on: boolean;
  /** Why it is on (for the notice); null when off. */
  reason: DataSaverReason | null;
}

const SLOW_CONNECTIONS: ReadonlySet<string> = new Set(['slow-2g', '2g']);

export function decideDataSaver(choice: DataSaverChoice, hints: ConnectionHints): DataSaverDecision {
  if (choice === 'on') return { on: true, reason: 'player' };
  if (choice === 'off') return { on: false, reason: null };
  if (hints.saveData) return { on: true, reason: 'save-data' };
  if (hints.effectiveType && SLOW_CONNECTIONS.has(hints.effectiveType.toLowerCase()))
    return { on: true, reason: 'slow-connection' };
  return { on: false, reason: null };
}

/** A stored choice, or 'auto' for anything else (never set, or from another version). */
export const parseDataSaverChoice = (value: unknown): DataSaverChoice => (value === 'on' || value === 'off' ? value : 'auto');
