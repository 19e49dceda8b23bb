import { proxy } from 'valtio';

/** View state: how many screen downloads are under way (the top loading bar reads it). */
export const screenLoading = proxy({ pending: 0 });

export function trackScreenLoad<T>(download: Promise<T>): Promise<T> {
  screenLoading.pending += 1;
  return download.finally(() => {
    screenLoading.pending -= 1;
  });
}
