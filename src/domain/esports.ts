/** The esports area (spec §1 "join tournaments and esports"; §3 "Esports state: token, upcomingEsportsGames"). */

/** An esports cup on the partner's site; `startsAt` is an ISO date-time ('' when unknown). */
export interface EsportsCup {
  id: string;
  name: string;
  gameName: string;
  startsAt: string;
  prize: string;
  /** Absolute or in-app URL of the cup's banner; '' when none (or when the URL guard refused it). */
  imageUrl: string;
}

/** Spec §9: "Esports upcoming preview: limit 3, status 2." (§7 GET {esports host}/api/cups/preview?limit=3&status=2). */
export const UPCOMING_CUPS_PREVIEW = { limit: 3, status: 2 } as const;

/**
 * Where the portal hands the user over to the esports partner: its arena entry, below the
 * esports host, with the esports token in the query (as the login rule of spec §2 does for a
 * stored redirect target).
 */
export const ESPORTS_ARENA_PATH = '/api/arena';

/** The partner URL for the esports host `baseUrl` ('/esports' or 'https://esports.example'). */
export const esportsArenaUrl = (baseUrl: string): string => `${baseUrl.replace(/\/+$/, '')}${ESPORTS_ARENA_PATH}`;
