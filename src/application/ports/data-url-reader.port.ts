import { token } from '../token';

/** Reads a file the user picked as a `data:` URL (FileReader in the browser), so the application stays free of DOM APIs. */
export interface DataUrlReader {
  read(file: Blob): Promise<string>;
}
export const DataUrlReader = token<DataUrlReader>('DataUrlReader');
