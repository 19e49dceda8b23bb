import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../support/render-app';
import { useMockServer } from '../../support/ui-mock-server';
import { ShowToast, TOAST_DURATION_MS } from '../../../src/application/use-cases/notifications/show-toast';
import {
  AUTO_CLOSE_OTHERWISE_MS,
  AUTO_CLOSE_SUCCESS_WITH_BUTTON_MS,
  ShowNotification,
} from '../../../src/application/use-cases/notifications/show-notification';
import { holdTimers } from '../../support/hold-timers';
import type { QueuedGameAction } from '../../../src/domain/queued-game-action';
import { ServiceError } from '../../../src/application/errors';
import { stageReminderNotification } from '../../../src/ui/i18n/reminder-words';

const base = { id: 'q-1', userId: 'u-1', gameId: 'g-1', uniqueName: 'snake', gameName: 'Snake Classic', queuedAt: '' };
const like: QueuedGameAction = { ...base, kind: 'like', liked: true };
const rating: QueuedGameAction = { ...base, kind: 'rate', rating: 4, comment: '' };

/**
 * The use cases report what happened as a notice (a kind and its data); the toasts and the
 * notification modal word it in the active language.
 */
describe('the application’s notices, worded by the UI', () => {
  useMockServer();

  // A toast leaves after 5 s of real time (spec §9) and a modal closes itself after 3 or 7 s, and a
  // crowded machine can take longer than that to render them. Here they stay until read: this file
  // proves their words, not their timing (tests/ui/shell/toasts.test.tsx and the modal's use case
  // do, with a fake clock).
  beforeEach(() => holdTimers(TOAST_DURATION_MS, AUTO_CLOSE_SUCCESS_WITH_BUTTON_MS, AUTO_CLOSE_OTHERWISE_MS));
  afterEach(() => vi.restoreAllMocks());

  async function home() {
    const app = renderApp('/home');
    await app.findByRole('heading', { name: 'Home' });
    const region = app.getByRole('region', { name: 'Notifications' });
    return { app, region, toast: app.resolver.get(ShowToast), modal: app.resolver.get(ShowNotification) };
  }

  /** Closes the open modal with `close`, switches to Bangla and waits until the page speaks it. */
  async function bangla(app: ReturnType<typeof renderApp>, close: HTMLElement) {
    await userEvent.click(close);
    await waitFor(() => expect(app.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(app.getAllByRole('button', { name: 'বাংলা' })[0]!);
    await app.findByRole('region', { name: 'বিজ্ঞপ্তি' });
  }

  it('words the offline queue’s outcomes with the spec’s English texts', async () => {
    const { region, toast } = await home();
    act(() => {
      toast.execute({ code: 'queued-action-failed', action: like, failure: { code: 'something-went-wrong' } }, 'error');
      toast.execute({ code: 'queued-action-sent', action: rating }, 'success');
      toast.execute({ code: 'queued-action-already-done', action: like }, 'info');
    });
    expect(
      await within(region).findByText('Failed: Like of Snake Classic could not be sent. Something went wrong'),
    ).toBeInTheDocument();
    expect(
      within(region).getByText('Game rated successfully! Your 4-star rating of Snake Classic was sent.'),
    ).toBeInTheDocument();
    expect(within(region).getByText('Like of Snake Classic was not sent: your account already has it.')).toBeInTheDocument();
  });

  it('words them in Bangla, the game’s name as it came and the stars in Bangla digits', async () => {
    const { app, region, toast } = await home();
    await userEvent.click(app.getAllByRole('button', { name: 'বাংলা' })[0]!);
    await app.findByRole('region', { name: 'বিজ্ঞপ্তি' });
    act(() => {
      toast.execute({ code: 'queued-action-failed', action: like, failure: { code: 'something-went-wrong' } }, 'error');
      toast.execute({ code: 'queued-action-sent', action: rating }, 'success');
    });
    expect(await within(region).findByText(/^ব্যর্থ: Snake Classic-এ লাইক পাঠানো যায়নি। /)).toBeInTheDocument();
    expect(within(region).getByText(/Snake Classic-এ আপনার ৪-তারকা রেটিং পাঠানো হয়েছে।$/)).toBeInTheDocument();
    expect(within(region).queryByText(/Something went wrong/)).not.toBeInTheDocument();
  });

  it('words the tournament-qualified modal in English and in Bangla', async () => {
    const { app, modal } = await home();
    const qualified = () =>
      act(() =>
        modal.execute({
          type: 'success',
          title: { code: 'tournament-qualified-title' },
          text: { code: 'tournament-qualified', stage: 'SEMI-FINAL', tournamentName: 'Winter Cup' },
        }),
      );
    qualified();
    const dialog = await app.findByRole('dialog', { name: 'Tournament qualified' });
    expect(
      await within(dialog).findByText('You qualified for the Semi-final of Winter Cup. Keep playing to climb the leaderboard!'),
    ).toBeInTheDocument();
    // The modal holds the page (aria-modal, a backdrop): the language is switched once it is closed.
    await bangla(app, within(dialog).getByRole('button', { name: 'Close' }));
    qualified();
    const worded = await app.findByRole('dialog', { name: 'টুর্নামেন্টে যোগ্যতা অর্জন' });
    expect(await within(worded).findByText(/^আপনি Winter Cup-এর Semi-final ধাপে জায়গা পেয়েছেন।/)).toBeInTheDocument();
  });

  it('words the registration, the plan bought and a stage reminder, in English and in Bangla digits', async () => {
    const { app, region, toast, modal } = await home();
    const reminder = { code: 'stage-reminder', stage: 'FINAL', tournamentName: 'Winter Cup', minutes: 25 } as const;
    const remindAndBuy = () =>
      act(() => {
        toast.execute(reminder);
        modal.execute({
          type: 'success',
          title: { code: 'subscription-successful' },
          text: { code: 'plan-active', planName: 'Weekly', mobile: '01700000002' },
        });
      });
    remindAndBuy();
    expect(await within(region).findByText('The Final of Winter Cup starts in 25 minutes.')).toBeInTheDocument();
    // Shown by the browser outside the page: worded before it is handed over, in the active language.
    expect(stageReminderNotification(reminder)).toEqual({
      title: 'Tournament reminder',
      body: 'The Final of Winter Cup starts in 25 minutes.',
    });
    const dialog = await app.findByRole('dialog', { name: 'Subscription successful' });
    expect(await within(dialog).findByText('Weekly is active on 01700000002.')).toBeInTheDocument();

    await bangla(app, within(dialog).getByRole('button', { name: 'Close' }));
    remindAndBuy();
    expect(await within(region).findByText('Winter Cup-এর Final ধাপ শুরু হবে ২৫ মিনিট পরে।')).toBeInTheDocument();
    expect(stageReminderNotification(reminder)).toEqual({
      title: 'টুর্নামেন্টের রিমাইন্ডার',
      body: 'Winter Cup-এর Final ধাপ শুরু হবে ২৫ মিনিট পরে।',
    });
    expect(await app.findByText('০১৭০০০০০০০২ নম্বরে Weekly চালু হয়েছে।')).toBeInTheDocument();
    await userEvent.click(app.getByRole('button', { name: 'বন্ধ করুন' }));
    act(() =>
      modal.execute({
        type: 'success',
        title: { code: 'successfully-registered' },
        text: { code: 'tournament-registered', tournamentName: 'Winter Cup' },
      }),
    );
    expect(await app.findByText('Winter Cup-এ আপনার নিবন্ধন সফল হয়েছে। শুভকামনা!')).toBeInTheDocument();
  });

  it('words a code the application reports (a title, a failure, a fixed toast) in Bangla on a Bangla page', async () => {
    const { app, region, toast, modal } = await home();
    await userEvent.click(app.getAllByRole('button', { name: 'বাংলা' })[0]!);
    await app.findByRole('region', { name: 'বিজ্ঞপ্তি' });
    act(() => {
      toast.execute({ code: 'link-copied' }, 'success');
      modal.failed(new ServiceError('network', 'offline'), 'billing-failed');
    });
    expect(await within(region).findByText('লিংক কপি হয়েছে')).toBeInTheDocument();
    const dialog = await app.findByRole('dialog', { name: 'ব্যর্থ হয়েছে' });
    expect(within(dialog).getByText('একটি অপ্রত্যাশিত সমস্যা হয়েছে')).toBeInTheDocument();
    expect(app.queryByText(/Failed|unexpected|Link copied/)).not.toBeInTheDocument();
  });
});
