import { staticPage } from './static-page';

/** '/parental-information' (spec §2, public). */
export const Component = staticPage(({ productName, supportEmail }) => ({
  title: 'Parental information',
  summary: `A guide for parents and guardians whose children play on ${productName}.`,
  updated: '1 March 2025',
  sections: [
    {
      heading: 'Age requirements',
      blocks: [
        {
          list: [
            'Anyone can play free games as a guest without an account.',
            'To create an account, a player must be at least 13 years old.',
            'Players under 18 need the permission of a parent or guardian before buying a plan or entering a tournament with prizes.',
          ],
        },
      ],
    },
    {
      heading: 'Spending is always confirmed',
      blocks: [
        'No plan can be bought without the one-time code sent by SMS to the mobile number that will be charged. If your child uses your number, you will receive that code, so nothing is bought without the phone in your hand.',
        'You can cancel a plan at any time on the Plans page, and your operator can also block value-added service charges on your number on request.',
      ],
    },
    {
      heading: 'Choosing suitable games',
      blocks: [
        'The Kids row on the home page collects games made for younger players. Games with horror or combat themes are grouped under their own genres, so they are easy to recognise and avoid.',
      ],
    },
    {
      heading: 'Tips for families',
      blocks: [
        {
          list: [
            'Agree on playing times; the portal works on any phone, so it is easy to forget the clock.',
            'Keep account passwords and one-time codes private, and teach children never to share them.',
            'Play together now and then: most games take under a minute to learn.',
            'Look at the reviews your child writes; they are visible to other players.',
          ],
        },
      ],
    },
    {
      heading: 'If something is wrong',
      blocks: [
        `If you believe your child created an account or bought a plan without permission, write to ${supportEmail} with the mobile number involved. We will close the account or cancel the plan and look into the charge.`,
      ],
    },
  ],
}));
