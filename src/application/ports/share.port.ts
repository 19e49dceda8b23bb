import { token } from '../token';

/** What is shared: a title for the share sheet, a line of text and the link itself, and files with them. */
export interface ShareContent {
  title: string;
  text: string;
  url: string;
  /** A picture to go with the text, where the share sheet takes files (see canShareFiles). */
  files?: readonly File[];
}

/**
 * Sharing a link from the browser (the Web Share API where the browser has it,
 * otherwise the deep link is copied). Both calls reject when the browser refuses; `share` rejects
 * with a ShareCancelled when the player closed the share sheet.
 */
export interface SharePort {
  /** True where the browser has a native share sheet (navigator.share). */
  canShare(): boolean;
  /** True where the share sheet takes these files too (navigator.canShare({files})); absent: it does not. */
  canShareFiles?(files: readonly File[]): boolean;
  share(content: ShareContent): Promise<void>;
  /** Puts the text on the clipboard. */
  copy(text: string): Promise<void>;
}
export const SharePort = token<SharePort>('SharePort');

/** The player dismissed the share sheet: not a failure, nothing to tell them. */
export class ShareCancelled extends Error {
  constructor() {
    super('Share cancelled');
    this.name = 'ShareCancelled';
  }
}
