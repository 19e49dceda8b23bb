import { useLingui } from '@lingui/react/macro';
import { staticPage } from './static-page';

/** '/parental-information' (spec §2, public). */
export const Component = staticPage(function useParentalInformation({ productName, supportEmail }) {
  const { t } = useLingui();
  return {
    title: t`Parental information`,
    summary: t`A guide for parents and guardians whose children play on ${productName}.`,
    updated: '2025-03-01',
    sections: [
      {
        heading: t`Age requirements`,
        blocks: [
          {
            list: [
              t`Anyone can play free games as a guest without an account.`,
              t`To create an account, a player must be at least 13 years old.`,
              t`Players under 18 need the permission of a parent or guardian before buying a plan or entering a tournament with prizes.`,
            ],
          },
        ],
      },
      {
        heading: t`Spending is always confirmed`,
        blocks: [
          t`No plan can be bought without the one-time code sent by SMS to the mobile number that will be charged. If your child uses your number, you will receive that code, so nothing is bought without the phone in your hand.`,
          t`You can cancel a plan at any time on the Plans page, and your operator can also block value-added service charges on your number on request.`,
        ],
      },
      {
        heading: t`Choosing suitable games`,
        blocks: [
          t`The Kids row on the home page collects games made for younger players. Games with horror or combat themes are grouped under their own genres, so they are easy to recognise and avoid.`,
        ],
      },
      {
        heading: t`Tips for families`,
        blocks: [
          {
            list: [
              t`Agree on playing times; the portal works on any phone, so it is easy to forget the clock.`,
              t`Keep account passwords and one-time codes private, and teach children never to share them.`,
              t`Play together now and then: most games take under a minute to learn.`,
              t`Look at the reviews your child writes; they are visible to other players.`,
            ],
          },
        ],
      },
      {
        heading: t`If something is wrong`,
        blocks: [
          t`If you believe your child created an account or bought a plan without permission, write to ${supportEmail} with the mobile number involved. We will close the account or cancel the plan and look into the charge.`,
        ],
      },
    ],
  };
});
