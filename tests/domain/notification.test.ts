import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parsePushNotification } from '../../src/domain/notification';

describe('parsePushNotification (spec §3 broadcast and push notification fields)', () => {
  it('reads a broadcast: title, message, imageUrl, redirect_Url', () => {
    expect(
      parsePushNotification('{"title":"Final tonight","message":"Watch live","imageUrl":"/a.png","redirect_Url":"/tournament"}'),
    ).toEqual({
      title: 'Final tonight',
      message: 'Watch live',
      imageUrl: '/a.png',
      autoCloseSeconds: 0,
      redirectUrl: '/tournament',
      ctaText: 'Open',
    });
  });

  it('unwraps the optional notification wrapper (spec §7)', () => {
    expect(parsePushNotification({ notification: { title: 'T', message: 'M' } })).toMatchObject({ title: 'T', message: 'M' });
  });

  it('reads bannerImage, autoCloseInSeconds or isAutoClose, and redirect_CtaText', () => {
    expect(
      parsePushNotification({
        title: 'T',
        bannerImage: '/b.png',
        isAutoClose: '5',
        redirect_Url: '/plans',
        redirect_CtaText: 'See plans',
      }),
    ).toEqual({
      title: 'T',
      message: '',
      imageUrl: '/b.png',
      autoCloseSeconds: 5,
      redirectUrl: '/plans',
      ctaText: 'See plans',
    });
    expect(parsePushNotification({ title: 'T', autoCloseInSeconds: 8 })?.autoCloseSeconds).toBe(8);
  });

  it('defaults the auto-close to 0 (spec §9) for a missing, negative or non-numeric value', () => {
    for (const value of [undefined, -3, 'soon', true, null]) {
      expect(parsePushNotification({ title: 'T', autoCloseInSeconds: value })?.autoCloseSeconds).toBe(0);
    }
  });

  it('has no call-to-action without a target', () => {
    expect(parsePushNotification({ title: 'T', redirect_CtaText: 'Go' })).toMatchObject({ redirectUrl: null, ctaText: null });
  });

  it('returns null for anything that is not a notification, and never throws', () => {
    expect(parsePushNotification('not json')).toBeNull();
    expect(parsePushNotification([{ title: 'T' }])).toBeNull();
    expect(parsePushNotification({ notification: {} })).toBeNull();
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string()), (input) => {
        parsePushNotification(input);
      }),
    );
  });
});
