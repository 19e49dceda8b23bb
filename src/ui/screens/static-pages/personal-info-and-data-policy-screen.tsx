import { staticPage } from './static-page';

/** '/personal-info-&-data-policy' (spec §2, public). */
export const Component = staticPage(({ productName, supportEmail }) => ({
  title: 'Personal info & data policy',
  summary: `The rules ${productName} follows for every piece of personal information, from collection to deletion.`,
  updated: '1 March 2025',
  sections: [
    {
      heading: 'Our principles',
      blocks: [
        {
          list: [
            'Collect only what a feature needs, and say why at the moment we ask.',
            'Use information only for the purpose it was collected for.',
            'Keep it accurate, and let you correct it yourself.',
            'Keep it no longer than needed, then delete it or make it anonymous.',
            'Protect it with encryption and strict access controls.',
          ],
        },
      ],
    },
    {
      heading: 'Your mobile number',
      blocks: [
        'Your mobile number identifies you for billing. We use it to send one-time codes, to charge the plan you confirmed, and to contact tournament winners. We never use it for marketing calls, and we never share it with other advertisers.',
        'A one-time code is valid for a few minutes and for one action only. Our staff will never ask you for a code: do not share it with anyone.',
      ],
    },
    {
      heading: 'Your date of birth',
      blocks: [
        'We ask for your date of birth to check that you are old enough to create an account and to subscribe, and to keep games with mature themes away from younger players.',
      ],
    },
    {
      heading: 'Your profile picture and reviews',
      blocks: [
        'Your profile picture and first name can appear next to your reviews and on tournament leaderboards. You can change or remove the picture on your Profile page at any time, and delete your reviews from the game page.',
      ],
    },
    {
      heading: 'Data on your device',
      blocks: [
        'The portal keeps a few small items in your browser\'s storage: your sign-in key while you are logged in, an anonymous guest identifier, your "Remember me" choice and the page to return to after logging in. See the Cookie statement for the full list.',
      ],
    },
    {
      heading: 'Who can see your information',
      blocks: [
        'Only the staff who need it to support you, handle billing or run tournaments can see account information, and every access is logged. Our providers process it only on our instructions.',
      ],
    },
    {
      heading: 'Requests and complaints',
      blocks: [
        `To see, correct, export or delete your information, write to ${supportEmail} from the email address on your account, or include your registered mobile number. We reply within 30 days.`,
      ],
    },
  ],
}));
