import { useEffect, useState } from 'react';
import type { ResultPictureWords } from './result-picture-words';

/**
 * The day's result drawn as a picture once there is a result to share, so that Share can hand it to
 * the phone's share sheet at once (a sheet opened long after the tap is refused). The drawing's code
 * comes then, never with /home's first screen; null until drawn, or where the browser cannot draw.
 */
export function useResultPicture(words: ResultPictureWords | null): File | null {
  const [picture, setPicture] = useState<File | null>(null);
  // Drawn again when the words change (another day, another language), not on every render.
  const key = words ? JSON.stringify(words) : '';
  useEffect(() => {
    setPicture(null);
    if (!key) return;
    let live = true;
    void import('./result-picture')
      .then(({ drawResultPicture }) => drawResultPicture(JSON.parse(key) as ResultPictureWords))
      .then((file) => {
        if (live) setPicture(file);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [key]);
  return picture;
}

/** An address to save the picture from (a download link), revoked when it changes or goes. */
export function usePictureAddress(picture: File | null): string | null {
  const [address, setAddress] = useState<string | null>(null);
  useEffect(() => {
    if (!picture || typeof URL.createObjectURL !== 'function') return setAddress(null);
    const url = URL.createObjectURL(picture);
    setAddress(url);
    return () => URL.revokeObjectURL(url);
  }, [picture]);
  return address;
}
