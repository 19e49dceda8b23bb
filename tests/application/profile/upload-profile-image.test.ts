import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UploadProfileImage } from '../../../src/application/use-cases/profile/upload-profile-image';
import { createProfileStore } from '../../../src/application/stores/profile.store';
import { createToastStore } from '../../../src/application/stores/toast.store';
import { ShowToast } from '../../../src/application/use-cases/notifications/show-toast';
import { ServiceError } from '../../../src/application/errors';
import { aProfile, fakeProfilePort, notifications } from './profile-fakes';

const picture = (type: string, bytes: number) => new Blob([new Uint8Array(bytes)], { type });

function setup() {
  const port = fakeProfilePort();
  const reader = { read: vi.fn(async (file: Blob) => `data:${file.type};base64,AAAA`) };
  const state = createProfileStore();
  state.profile = aProfile();
  const { modal, notify } = notifications();
  const toasts = createToastStore();
  const upload = new UploadProfileImage(port, reader, state, notify, new ShowToast(toasts));
  return { port, reader, state, modal, toasts, upload };
}

describe('UploadProfileImage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads the picture as a data URL, uploads it and shows the stored picture', async () => {
    const { port, state, toasts, upload } = setup();
    port.uploadImage.mockResolvedValue('data:image/png;base64,AAAA');
    await expect(upload.execute(picture('image/png', 2048))).resolves.toEqual({ ok: true });
    expect(port.uploadImage).toHaveBeenCalledWith('data:image/png;base64,AAAA');
    expect(state.profile?.profileImageUrl).toBe('data:image/png;base64,AAAA');
    expect(state.imageUpload.status).toBe('succeeded');
    expect(toasts.toasts).toMatchObject([{ kind: 'success', notice: { code: 'profile-picture-updated' } }]);
  });

  it.each([
    ['a GIF', picture('image/gif', 100), { code: 'picture-type' }],
    ['a picture over 1 MB', picture('image/jpeg', 1024 * 1024 + 1), { code: 'picture-too-large', maxBytes: 1024 * 1024 }],
  ])('refuses %s before reading or uploading it', async (_label, file, problem) => {
    const { port, reader, state, upload } = setup();
    await expect(upload.execute(file)).resolves.toEqual({ ok: false, problem });
    expect(reader.read).not.toHaveBeenCalled();
    expect(port.uploadImage).not.toHaveBeenCalled();
    expect(state.imageUpload).toEqual({ status: 'failed', error: undefined });
  });

  it('accepts a WebP picture of exactly 1 MB', async () => {
    const { port, upload } = setup();
    await expect(upload.execute(picture('image/webp', 1024 * 1024))).resolves.toEqual({ ok: true });
    expect(port.uploadImage).toHaveBeenCalled();
  });

  it('shows the Failed modal with the server message and keeps the old picture', async () => {
    const { port, state, modal, upload } = setup();
    port.uploadImage.mockRejectedValue(new ServiceError('rejected', 'The picture is too large'));
    await expect(upload.execute(picture('image/png', 10))).resolves.toEqual({ ok: false });
    expect(modal).toMatchObject({
      open: true,
      title: { code: 'failed' },
      text: { code: 'refused', message: 'The picture is too large' },
    });
    expect(state.profile?.profileImageUrl).toBeNull();
  });
});
