import { useLingui } from '@lingui/react/macro';
import { staticPage } from './static-page';

/** '/cookie-statement' (spec §2, public). */
export const Component = staticPage(function useCookieStatement({ productName }) {
  const { t } = useLingui();
  return {
    title: t`Cookie statement`,
    summary: t`What ${productName} stores in your browser, and why.`,
    updated: '2025-03-01',
    sections: [
      {
        heading: t`Cookies and browser storage`,
        blocks: [
          t`Cookies and browser storage are small pieces of information a website keeps on your device. We use them sparingly, and we do not use advertising or cross-site tracking cookies.`,
        ],
      },
      {
        heading: t`Strictly necessary`,
        blocks: [
          t`These make the portal work and cannot be switched off:`,
          {
            list: [
              t`Sign-in key: keeps you logged in between pages. It is deleted when you log out.`,
              t`Sign-in method and user identifier: tell the portal which account is active.`,
              t`"Remember me" choice: whether to keep you signed in after the browser closes.`,
              t`Return page: the page you were on before logging in, so we can take you back there.`,
            ],
          },
        ],
      },
      {
        heading: t`Measurement`,
        blocks: [
          t`An anonymous guest identifier lets us count visits and see which games are played, without knowing who you are. While you play, the portal notes every few seconds that the game is still open, so we can see which games hold players' attention.`,
        ],
      },
      {
        heading: t`Error reports`,
        blocks: [
          t`If something breaks, a short description of the error is kept in your browser until it has been sent to us. It contains no passwords or payment details.`,
        ],
      },
      {
        heading: t`Notifications`,
        blocks: [
          t`If you allow browser notifications, your browser stores a subscription so we can tell you about new games and tournaments. You can withdraw permission at any time in your browser settings.`,
        ],
      },
      {
        heading: t`Managing storage`,
        blocks: [
          t`You can clear cookies and site data in your browser settings. If you do, you will be logged out and the portal will treat you as a new visitor.`,
        ],
      },
    ],
  };
});
