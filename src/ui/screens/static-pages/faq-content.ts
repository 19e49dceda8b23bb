import { useLingui } from '@lingui/react/macro';
import type { Block, SiteFacts } from './static-content';

export interface FaqGroup {
  heading: string;
  items: ReadonlyArray<{ question: string; answer: readonly Block[] }>;
}

/** The questions players and parents ask most often, in the active language. */
export function useFaqGroups({ productName, supportEmail }: SiteFacts): FaqGroup[] {
  const { t } = useLingui();
  return [
    {
      heading: t`Plans and billing`,
      items: [
        {
          question: t`What do I get with a ${productName} plan?`,
          answer: [
            t`A plan unlocks every premium game, and lets you register for tournaments. Free games stay free for everyone, with or without a plan.`,
            t`Esports passes are separate and give access to the esports area and its events.`,
          ],
        },
        {
          question: t`Which plans are there, and how much do they cost?`,
          answer: [
            t`There are daily, weekly and monthly passes. The Plans page shows the current price of each in taka, including VAT and all other charges, before you confirm anything.`,
          ],
        },
        {
          question: t`How am I charged? Do I need a card?`,
          answer: [
            t`No card is needed. The plan is charged to your mobile number: prepaid numbers pay from the main balance, and postpaid numbers see the charge on the next bill.`,
            t`Passes renew automatically at the end of each period until you cancel.`,
          ],
        },
        {
          question: t`How do I cancel my plan?`,
          answer: [
            t`Open the Plans page, choose your active plan and select Cancel. You keep premium access until the end of the period you have paid for, and you will not be charged again.`,
          ],
        },
        {
          question: t`My balance was charged but the games are still locked. What now?`,
          answer: [
            t`Charges can take a minute to be confirmed by the operator. Log out and back in to refresh your plan.`,
            t`If the games are still locked after ten minutes, write to ${supportEmail} with your mobile number and the time of the charge, and we will sort it out.`,
          ],
        },
      ],
    },
    {
      heading: t`Account and one-time codes`,
      items: [
        {
          question: t`What is a one-time code and why do I need it?`,
          answer: [
            t`A one-time code is a six-digit number we send by SMS. It proves that the phone is in your hand when you sign up, reset your password or buy a plan.`,
            t`Each code works once and only for a few minutes. We will never ask you to tell us a code: never share it with anyone.`,
          ],
        },
        {
          question: t`The code did not arrive. What can I do?`,
          answer: [
            {
              list: [
                t`Check that the mobile number is correct and that the phone has signal.`,
                t`Wait a minute, then use Resend code.`,
                t`Make sure SMS from short codes are not blocked on your phone.`,
              ],
            },
          ],
        },
        {
          question: t`I forgot my password.`,
          answer: [
            t`Choose “Forgot password?” on the login page, enter your email address or mobile number, and follow the code we send you to choose a new password.`,
          ],
        },
      ],
    },
    {
      heading: t`Playing`,
      items: [
        {
          question: t`Which phones and browsers are supported?`,
          answer: [
            t`Any recent Android phone or iPhone with an up-to-date Chrome, Safari, Firefox, Edge, Opera or Samsung Internet browser, as well as laptops and desktop computers. There is nothing to install.`,
          ],
        },
        {
          question: t`Can I play offline?`,
          answer: [
            t`Yes, the games whose page shows their download size: tap Save for offline there and the game plays without a connection. The last games of these you played on this phone are kept too. Other games, tournaments and plans need a connection.`,
          ],
        },
        {
          question: t`How do I save a game to my favourites?`,
          answer: [
            t`Log in, open the game and tap the heart. Your saved games appear under Favourites in the menu and on your home page.`,
          ],
        },
      ],
    },
    {
      heading: t`Tournaments`,
      items: [
        {
          question: t`Who can join a tournament?`,
          answer: [
            t`Tournaments are open to premium subscribers. Open the Tournament page, read the rules and select Register. If you do not have a plan yet, we take you to the Plans page first and bring you back afterwards.`,
          ],
        },
        {
          question: t`How do the stages and the leaderboard work?`,
          answer: [
            t`A tournament runs in stages. Your best score in each stage counts, and the leaderboard updates live while a stage is running. The best players move on to the next stage, and winners are listed when the final ends.`,
          ],
        },
      ],
    },
    {
      heading: t`Support`,
      items: [
        {
          question: t`How do I contact support?`,
          answer: [
            t`Write to ${supportEmail}. Include the email address or mobile number on your account and, if it is about a charge, its date and time. We answer within one working day.`,
          ],
        },
      ],
    },
  ];
}
