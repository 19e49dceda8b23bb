import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { renderApp } from '../../support/render-app';
import { startProgressMock } from './progress-mock-server';
import { RecordFinishedGame } from '../../../src/application/use-cases/progress/record-finished-game';
import { StartSession } from '../../../src/application/use-cases/auth/start-session';
import { deviceProgress } from './device-progress-mock';

vi.mock('../../../src/adapters/offline/idb-player-progress', async () => ({
  IdbPlayerProgress: (await import('./device-progress-mock')).MemoryPlayerProgress,
}));

describe('logging in with a guest’s progress on the device', () => {
  startProgressMock();

  it('joins it to the account at once, loading the progress code for it', async () => {
    const app = renderApp('/search');
    await app.features.ensure('game-actions');
    await app.resolver.get(RecordFinishedGame).execute({ game: 'snake', key: 'snake', score: 40 });
    expect(deviceProgress.has('guest')).toBe(true);

    await app.features.ensure('account');
    app.resolver.get(StartSession).execute({ token: 'tok-7', userId: '7', loginSource: 'SelfWeb' });

    await waitFor(() => expect(deviceProgress.has('guest')).toBe(false));
    expect(JSON.stringify(deviceProgress.get('user:7'))).toContain('snake');
  });
});
