import { useLingui } from '@lingui/react/macro';
import { staticPage } from './static-page';

/** '/personal-info-&-data-policy' (spec §2, public). */
export const Component = staticPage(function useDataPolicy({ productName, supportEmail }) {
  const { t } = useLingui();
  return {
    title: t`Personal info & data policy`,
    summary: t`The rules ${productName} follows for every piece of personal information, from collection to deletion.`,
    updated: '2025-03-01',
    sections: [
      {
        heading: t`Our principles`,
        blocks: [
          {
            list: [
              t`Collect only what a feature needs, and say why at the moment we ask.`,
              t`Use information only for the purpose it was collected for.`,
              t`Keep it accurate, and let you correct it yourself.`,
              t`Keep it no longer than needed, then delete it or make it anonymous.`,
              t`Protect it with encryption and strict access controls.`,
            ],
          },
        ],
      },
      {
        heading: t`Your mobile number`,
        blocks: [
          t`Your mobile number identifies you for billing. We use it to send one-time codes, to charge the plan you confirmed, and to contact tournament winners. We never use it for marketing calls, and we never share it with other advertisers.`,
          t`A one-time code is valid for a few minutes and for one action only. Our staff will never ask you for a code: do not share it with anyone.`,
        ],
      },
      {
        heading: t`Your date of birth`,
        blocks: [
          t`We ask for your date of birth to check that you are old enough to create an account and to subscribe, and to keep games with mature themes away from younger players.`,
        ],
      },
      {
        heading: t`Your profile picture and reviews`,
        blocks: [
          t`Your profile picture and first name can appear next to your reviews and on tournament leaderboards. You can change or remove the picture on your Profile page at any time, and delete your reviews from the game page.`,
        ],
      },
      {
        heading: t`Data on your device`,
        blocks: [
          t`The portal keeps a few small items in your browser's storage: your sign-in key while you are logged in, an anonymous guest identifier, your "Remember me" choice and the page to return to after logging in. See the Cookie statement for the full list.`,
        ],
      },
      {
        heading: t`Who can see your information`,
        blocks: [
          t`Only the staff who need it to support you, handle billing or run tournaments can see account information, and every access is logged. Our providers process it only on our instructions.`,
        ],
      },
      {
        heading: t`Requests and complaints`,
        blocks: [
          t`To see, correct, export or delete your information, write to ${supportEmail} from the email address on your account, or include your registered mobile number. We reply within 30 days.`,
        ],
      },
    ],
  };
});
