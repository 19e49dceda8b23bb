import { vi } from 'vitest';
import type { Profile } from '../../../src/domain/profile';
import type { ProfileEditingPort, ProfilePort } from '../../../src/application/ports/profile.port';
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

/** The profile's ports (reading and editing) with every method a vi.fn; override per test with mockResolvedValue/mockRejectedValue. */
export function fakeProfilePort() {
  return {
    get: vi.fn<ProfilePort['get']>(async () => aProfile()),
    update: vi.fn<ProfileEditingPort['update']>(async (update) => aProfile(update)),
    uploadImage: vi.fn<ProfileEditingPort['uploadImage']>(async () => '/images/u-1.png'),
    changePassword: vi.fn<ProfileEditingPort['changePassword']>(async () => undefined),
  } satisfies ProfilePort & ProfileEditingPort;
}

/** The real ShowNotification over a fresh modal store, so tests read what the user would see. */
export function notifications() {
  const modal = createNotificationModalStore();
  return { modal, notify: new ShowNotification(modal) };
}
