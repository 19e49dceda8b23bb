import { useLingui } from '@lingui/react/macro';
import { staticPage } from './static-page';

/** '/terms-&-conditions' (spec §2, public; linked from the /home footer). */
export const Component = staticPage(function useTermsAndConditions({ productName, supportEmail }) {
  const { t } = useLingui();
  return {
    title: t`Terms & Conditions`,
    summary: t`The agreement between you and ${productName} when you browse, play, subscribe or take part in a tournament.`,
    updated: '2025-03-01',
    sections: [
      {
        heading: t`1. Using the service`,
        blocks: [
          t`${productName} is a games portal that runs in your web browser. You can browse and play free games as a guest. Liking, saving favourites, rating games, tournaments and premium games need an account.`,
          t`By using the portal you accept these terms. If you do not agree, please do not use the service.`,
        ],
      },
      {
        heading: t`2. Your account`,
        blocks: [
          t`You sign up with your name, email address, date of birth and a mobile number registered in Bangladesh, or with Google or Facebook.`,
          {
            list: [
              t`Keep your password to yourself; you are responsible for what happens under your account.`,
              t`One person, one account. Accounts cannot be sold or transferred.`,
              t`Tell us straight away if you think someone else has used your account.`,
            ],
          },
        ],
      },
      {
        heading: t`3. Plans and billing`,
        blocks: [
          t`Premium plans (daily, weekly or monthly passes, and separate esports passes) are charged to the mobile number you confirm. Prepaid numbers are charged from the main balance; postpaid numbers see the charge on the next bill.`,
          {
            list: [
              t`Every purchase is confirmed with a one-time code sent by SMS to that number. We never charge a number that has not confirmed.`,
              t`Prices are shown in Bangladeshi taka (BDT) on the Plans page before you confirm and include VAT, supplementary duty and any other charges set by the operator.`,
              t`Passes renew automatically at the end of each period until you cancel. If the balance is too low, the renewal is retried for a few days and access pauses until it succeeds.`,
              t`Data used while playing is charged by your operator under your data pack, not by us.`,
            ],
          },
        ],
      },
      {
        heading: t`4. Cancelling and refunds`,
        blocks: [
          t`You can cancel a pass at any time on the Plans page. Access continues until the end of the period you have already paid for, and no further charge is made.`,
          t`Charges for a period that has started are not refundable, except where the law requires it or where a technical fault on our side stopped you from playing. To ask for a review, write to ${supportEmail} within 30 days with your mobile number and the date of the charge.`,
        ],
      },
      {
        heading: t`5. Tournaments`,
        blocks: [
          t`Registration for tournaments is open to premium subscribers. Each tournament page shows its stages, schedule, scoring and prizes; those rules form part of these terms.`,
          {
            list: [
              t`Scores are recorded by the game itself. Cheating, using bots, exploiting bugs or playing on someone else's account leads to disqualification and may close the account.`,
              t`Winners are shown on the leaderboard after the final stage and contacted on their registered mobile number or email.`,
              t`Prizes cannot be exchanged for cash unless the tournament rules say so.`,
            ],
          },
        ],
      },
      {
        heading: t`6. Acceptable use`,
        blocks: [
          {
            list: [
              t`Reviews and comments must be about the game and must not be abusive, hateful, misleading or advertising.`,
              t`Do not try to copy the games, interfere with the service or access other people's data.`,
              t`We may remove content or suspend accounts that break these rules.`,
            ],
          },
        ],
      },
      {
        heading: t`7. Availability and changes`,
        blocks: [
          t`We work to keep the portal available around the clock but cannot promise it will never be interrupted. Games may be added, updated or withdrawn from the catalogue.`,
          t`If we change these terms in a way that matters to you, we will tell you in the portal before the change applies. Continuing to use the service afterwards means you accept the new terms.`,
        ],
      },
      {
        heading: t`8. Liability and law`,
        blocks: [
          t`To the extent the law allows, ${productName} is not liable for indirect losses or for charges made by your mobile operator for data use. Nothing in these terms limits rights you have as a consumer under the laws of Bangladesh.`,
          t`These terms are governed by the laws of the People's Republic of Bangladesh, and the courts of Dhaka have jurisdiction.`,
        ],
      },
    ],
  };
});
