import { describe, expect, it } from 'vitest';
import { ShareCancelled, type ShareContent, type SharePort } from '../../../src/application/ports/share.port';
import { ShareDailyResult } from '../../../src/application/use-cases/progress/share-daily-result';

/** A phone's sharing: a share sheet or not, one that takes files or not, and what it was given. */
function fakeShare({ sheet = true, files = true, answer = async () => undefined as void } = {}) {
  const shared: ShareContent[] = [];
  const copied: string[] = [];
  const port: SharePort = {
    canShare: () => sheet,
    canShareFiles: () => sheet && files,
    share: async (content) => {
      shared.push(content);
      await answer();
    },
    copy: async (text) => void copied.push(text),
  };
  return { port, shared, copied };
}

const picture = new File(['png'], 'playzone-daily.png', { type: 'image/png' });
const ORIGIN = 'https://play.example.com';

describe('sharing the day’s result', () => {
  it('sends the picture with the text and the friend’s challenge link where the share sheet takes files', async () => {
    const phone = fakeShare();
    expect(await new ShareDailyResult(phone.port, ORIGIN).execute('Daily', 'I scored 120', 'g=snake&s=4', picture)).toBe(
      'shared-picture',
    );
    expect(phone.shared).toEqual([{ title: 'Daily', text: 'I scored 120', url: `${ORIGIN}/home?g=snake&s=4`, files: [picture] }]);
  });

  it('sends the text alone where the sheet takes no files, or refuses the picture, and copies it where there is no sheet', async () => {
    const noFiles = fakeShare({ files: false });
    expect(await new ShareDailyResult(noFiles.port, ORIGIN).execute('Daily', 'text', '', picture)).toBe('shared');
    expect(noFiles.shared[0]).not.toHaveProperty('files');

    let first = true;
    const refusing = fakeShare({
      answer: async () => {
        if (first) {
          first = false;
          throw new DOMException('files', 'NotAllowedError');
        }
      },
    });
    expect(await new ShareDailyResult(refusing.port, ORIGIN).execute('Daily', 'text', '', picture)).toBe('shared');
    expect(refusing.shared.map((content) => Boolean(content.files))).toEqual([true, false]);

    const desktop = fakeShare({ sheet: false });
    expect(await new ShareDailyResult(desktop.port, ORIGIN).execute('Daily', 'text', '', picture)).toBe('copied');
    expect(desktop.copied).toEqual([`text\n${ORIGIN}/home`]);
  });

  it('takes a closed share sheet as the player’s choice, not a failure, and shares nothing else', async () => {
    const phone = fakeShare({
      answer: async () => {
        throw new ShareCancelled();
      },
    });
    expect(await new ShareDailyResult(phone.port, ORIGIN).execute('Daily', 'text', '', picture)).toBe('cancelled');
    expect(phone.shared).toHaveLength(1);
    expect(phone.copied).toEqual([]);
  });
});
