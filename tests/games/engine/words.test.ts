// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { chooseLanguage, translatePage, wording } from '../../../src/games/engine/words';

describe('the games’ words', () => {
  it("takes the portal's language from the fragment, else the browser's first Bangla or English", () => {
    expect(chooseLanguage('#lang=bn', ['en-US'])).toBe('bn');
    expect(chooseLanguage('#mode=x&lang=en', ['bn-BD'])).toBe('en');
    expect(chooseLanguage('', ['fr-FR', 'bn-BD', 'en'])).toBe('bn');
    expect(chooseLanguage('#lang=fr', ['en-GB', 'bn'])).toBe('en');
    expect(chooseLanguage('', ['fr'])).toBe('en');
  });

  it('shows numbers in Bangla digits in Bangla, and as they are in English', () => {
    const bangla = wording('bn', { '{reason} Score {score}': '{reason} স্কোর {score}' });
    expect(bangla.num(2048)).toBe('২০৪৮');
    expect(bangla.t('{reason} Score {score}', { reason: 'ঠিক আছে।', score: 120 })).toBe('ঠিক আছে। স্কোর ১২০');
    const english = wording('en', { Score: 'স্কোর' });
    expect(english.num(2048)).toBe('2048');
    expect(english.t('Score')).toBe('Score');
  });

  it('puts the page into Bangla and writes digits a game adds later in Bangla, leaving code alone', async () => {
    document.body.innerHTML = '<p>Score</p><b id="n">0</b><button aria-label="Pause"></button><style>.a { top: 2px; }</style>';
    const table = { Score: 'স্কোর', Pause: 'বিরতি' };
    translatePage(wording('bn', table), table);
    expect(document.documentElement.lang).toBe('bn');
    expect(document.querySelector('p')!.textContent).toBe('স্কোর');
    expect(document.querySelector('button')!.getAttribute('aria-label')).toBe('বিরতি');
    document.querySelector('#n')!.textContent = '130';
    await Promise.resolve();
    expect(document.querySelector('#n')!.textContent).toBe('১৩০');
    expect(document.querySelector('style')!.textContent).toBe('.a { top: 2px; }');
  });
});
