import { msg } from '@lingui/core/macro';

/**
 * The fixed texts of billing that the application and domain layers write in English (the reason
 * /plans opened, the cancel form's checks, what a plan unlocks), declared for the lazy screens'
 * catalogue with the English text as id and shown through `useKnownText`. Read by `npm run extract`
 * only; nothing imports it.
 */
export const PLANS_TEXTS = [
  // src/domain/plans-reason.ts
  msg({
    id: 'Tournaments need a plan: any premium games plan below lets you register, and you come back to the tournament after buying it.',
    message:
      'Tournaments need a plan: any premium games plan below lets you register, and you come back to the tournament after buying it.',
  }),
  msg({
    id: 'Premium games need a plan: any premium games plan below unlocks them, and you come back to the game after buying it.',
    message:
      'Premium games need a plan: any premium games plan below unlocks them, and you come back to the game after buying it.',
  }),
  // src/application/use-cases/billing/cancel-subscription.ts
  msg({ id: 'Keep the reason under 500 characters', message: 'Keep the reason under 500 characters' }),
  // src/domain/plan-terms.ts (PLAN_UNLOCKS; 'Premium games' and 'Tournaments' are the shell's known texts)
  msg({ id: 'Esports cups', message: 'Esports cups' }),
];
