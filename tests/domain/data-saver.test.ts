import { describe, expect, it } from 'vitest';
import { decideDataSaver, parseDataSaverChoice } from '../../src/domain/data-saver';

const fast = { saveData: false, effectiveType: '4g' };

describe('whether the portal saves data', () => {
  it('is off on a fast connection when nobody asked', () => {
    expect(decideDataSaver('auto', fast)).toEqual({ on: false, reason: null });
    expect(decideDataSaver('auto', { saveData: false, effectiveType: null })).toEqual({ on: false, reason: null });
  });

  it('is on when the browser sends Save-Data', () => {
    expect(decideDataSaver('auto', { ...fast, saveData: true })).toEqual({ on: true, reason: 'save-data' });
  });

  it('is on on a 2g or slow-2g connection, not on 3g', () => {
    expect(decideDataSaver('auto', { saveData: false, effectiveType: '2g' })).toMatchObject({
      on: true,
      reason: 'slow-connection',
    });
    expect(decideDataSaver('auto', { saveData: false, effectiveType: 'slow-2g' })).toMatchObject({ on: true });
    expect(decideDataSaver('auto', { saveData: false, effectiveType: '3g' })).toMatchObject({ on: false });
  });

  it('follows the player: on on a fast line, off even when the browser asks', () => {
    expect(decideDataSaver('on', fast)).toEqual({ on: true, reason: 'player' });
    expect(decideDataSaver('off', { saveData: true, effectiveType: 'slow-2g' })).toEqual({ on: false, reason: null });
  });

  it('reads an unknown stored choice as following the browser', () => {
    expect(parseDataSaverChoice('on')).toBe('on');
    expect(parseDataSaverChoice('yes')).toBe('auto');
    expect(parseDataSaverChoice(undefined)).toBe('auto');
  });
});
