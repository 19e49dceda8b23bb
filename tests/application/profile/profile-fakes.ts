import { vi } from 'vitest';
import type { Profile } from '../../../src/domain/profile';
import type { ProfilePort } from '../../../src/application/ports/profile.port';
import { createNotificationModalStore } from '../../../src/application/stores/notification-modal.store';
import { ShowNotification } from '../../../src/application/use-cases/notifications/show-notification';

export const aProfile = (overrides: Partial<Profile> = {}): Profile => ({
  userId: 'u-1',
  firstName: 'Sadia',
  lastName: 'Rahman',
  email: 'player@example.com',
  mobile: '01700000001',
  dateOfBirth: '1998-04-12',
  profileImageUrl: null,
  isPremiumUser: false,
  subscription: null,
  isPremiumUserESports: false,
  subscriptionESports: null,
  ...overrides,
});

/** A ProfilePort whose every method is a vi.fn; override per test with mockResolvedValue/mockRejectedValue. */
export function fakeProfilePort() {
  return {
    get: vi.fn<ProfilePort['get']>(async () => aProfile()),
    update: vi.fn<ProfilePort['update']>(async (update) => aProfile(update)),
    uploadImage: vi.fn<ProfilePort['uploadImage']>(async () => '/images/u-1.png'),
    changePassword: vi.fn<ProfilePort['changePassword']>(async () => undefined),
  } satisfies ProfilePort;
}

/** The real ShowNotification over a fresh modal store, so tests read what the user would see. */
export function notifications() {
  const modal = createNotificationModalStore();
  return { modal, notify: new ShowNotification(modal) };
}
