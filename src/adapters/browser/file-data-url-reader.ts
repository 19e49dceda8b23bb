import type { DataUrlReader } from '../../application/ports/data-url-reader.port';

/** FileReader behind the DataUrlReader port: the picked picture as a `data:<type>;base64,` URL. */
export class FileDataUrlReader implements DataUrlReader {
  read(file: Blob): Promise<string> {
    return new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () =>
        typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('The picture could not be read.'));
      reader.onerror = () => reject(reader.error ?? new Error('The picture could not be read.'));
      reader.readAsDataURL(file);
    });
  }
}
