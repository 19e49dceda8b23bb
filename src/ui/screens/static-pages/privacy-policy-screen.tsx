import { useLingui } from '@lingui/react/macro';
import { staticPage } from './static-page';

/** '/privacy-policy' (spec §2, public). */
export const Component = staticPage(function usePrivacyPolicy({ productName, supportEmail }) {
  const { t } = useLingui();
  return {
    title: t`Privacy policy`,
    summary: t`How ${productName} collects, uses and protects information about you.`,
    updated: '2025-03-01',
    sections: [
      {
        heading: t`Who we are`,
        blocks: [
          t`${productName} is an online games portal for players in Bangladesh. We are responsible for the personal information described in this policy. You can reach our privacy team at ${supportEmail}.`,
        ],
      },
      {
        heading: t`What we collect`,
        blocks: [
          {
            list: [
              t`Account details you give us: first and last name, email address, date of birth, mobile number and an optional profile picture.`,
              t`Sign-in details from Google or Facebook if you choose to use them: your name, email address and an account identifier. We never see your password there.`,
              t`Subscription details: which plan you chose, the mobile number charged, and the result of each charge as reported by the operator.`,
              t`Activity: games played and for how long, likes, favourites, ratings and reviews, tournament entries and scores.`,
              t`Technical details: browser and device type, and error reports when something goes wrong in the portal.`,
            ],
          },
        ],
      },
      {
        heading: t`Why we use it`,
        blocks: [
          {
            list: [
              t`To run your account and let you play, save favourites and take part in tournaments.`,
              t`To bill your plan to your mobile number and confirm it with one-time codes.`,
              t`To suggest games you may like and show what is popular.`,
              t`To keep the service secure, prevent cheating and fix faults.`,
              t`To send service messages and, if you allow them, browser notifications about new games and tournaments.`,
            ],
          },
        ],
      },
      {
        heading: t`Who we share it with`,
        blocks: [
          t`We do not sell your personal information. We share only what is needed with:`,
          {
            list: [
              t`your mobile operator and our payment partner, to charge your plan and send one-time codes;`,
              t`hosting and analytics providers working on our instructions under contract;`,
              t`tournament partners, who receive your display name and scores for the tournaments you enter;`,
              t`authorities, when the law of Bangladesh requires it.`,
            ],
          },
        ],
      },
      {
        heading: t`How long we keep it`,
        blocks: [
          t`We keep account information while your account is open. Billing records are kept for as long as tax and telecom rules require, usually six years. Error reports are deleted after 90 days. When you close your account, the rest is deleted or made anonymous within 30 days.`,
        ],
      },
      {
        heading: t`Your choices and rights`,
        blocks: [
          {
            list: [
              t`See and correct your details at any time on your Profile page.`,
              t`Ask for a copy of your information, or for your account to be deleted, by writing to ${supportEmail}.`,
              t`Turn browser notifications off in your browser settings at any time.`,
              t`Withdraw consent for optional analytics; the portal keeps working.`,
            ],
          },
        ],
      },
      {
        heading: t`Security`,
        blocks: [
          t`All traffic is encrypted and your password is never kept in your browser. If you tick “Remember me”, you stay signed in on that device until you log out, so log out on shared devices.`,
        ],
      },
    ],
  };
});
