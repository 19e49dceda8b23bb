import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawResultPicture } from '../../../src/ui/components/progress/result-picture';
import { fakeCanvas, restoreCanvas } from './fake-canvas';

describe('the day’s result as a picture', () => {
  afterEach(restoreCanvas);

  it('is a PNG that says the day, the game, the score, the streak and its marks, in the words it is given, and nothing else', async () => {
    const canvas = fakeCanvas();
    const words = {
      heading: 'প্লেজোন দৈনিক চ্যালেঞ্জ',
      date: '২৭ নভেম্বর, ২০২৬',
      game: 'সাপ · ক্লাসিক',
      score: '১২০ পয়েন্ট',
      streak: 'টানা ৩ দিন',
      marks: [
        { label: '৭ দিন', reached: false },
        { label: '১৪ দিন', reached: false },
        { label: '২৮ দিন', reached: false },
      ],
    };
    const picture = await drawResultPicture(words);
    expect(picture).toMatchObject({ name: 'playzone-daily-challenge.png', type: 'image/png' });
    expect(canvas.texts).toEqual([words.heading, words.date, words.game, words.score, words.streak, '৭ দিন', '১৪ দিন', '২৮ দিন']);
  });

  it('shortens a name too long for the picture instead of running off it, and is null where the browser cannot draw', async () => {
    const canvas = fakeCanvas();
    await drawResultPicture({ heading: 'x'.repeat(200), date: '', game: '', score: '', streak: '', marks: [] });
    expect(canvas.texts[0]!.endsWith('…')).toBe(true);
    expect(canvas.texts[0]!.length).toBeLessThan(200);

    vi.restoreAllMocks();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    expect(await drawResultPicture({ heading: '', date: '', game: '', score: '', streak: '', marks: [] })).toBeNull();
  });
});
