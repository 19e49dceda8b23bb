import { token } from '../token';
import type { EsportsCup } from '../../domain/esports';

/** Spec §7 "GET {esports host}/api/cups/preview?limit=3&status=2 returns upcoming esports cups". */
export interface EsportsCupsPort {
  preview(query: { limit: number; status: number }): Promise<EsportsCup[]>;
}
export const EsportsCupsPort = token<EsportsCupsPort>('EsportsCupsPort');
