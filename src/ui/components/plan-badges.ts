import { useLingui } from '@lingui/react/macro';
import type { Profile } from '../../domain/profile';

export interface PlanBadge {
  /** The area it names: games or esports. */
  area: 'games' | 'esports';
  premium: boolean;
  text: string;
}

type PlanFields = Pick<Profile, 'isPremiumUser' | 'subscription' | 'isPremiumUserESports' | 'subscriptionESports'>;

/**
 * The player's state in both plans, as the profile gives it (spec §3: isPremiumUser, subscription,
 * isPremiumUserESports, subscriptionESports): 'Premium: Monthly Pass' or 'Free plan', then the
 * esports plan. None while the profile is not known.
 */
export function usePlanBadges(profile: PlanFields | null | undefined): PlanBadge[] {
  const { t } = useLingui();
  if (!profile) return [];
  const gamesPlan = profile.subscription?.trim();
  const esportsPlan = profile.subscriptionESports?.trim();
  const games = profile.isPremiumUser ? (gamesPlan ? t`Premium: ${gamesPlan}` : t`Premium`) : t`Free plan`;
  const esports = profile.isPremiumUserESports
    ? esportsPlan
      ? t`Esports premium: ${esportsPlan}`
      : t`Esports premium`
    : t`Esports: Free plan`;
  return [
    { area: 'games', premium: profile.isPremiumUser, text: games },
    { area: 'esports', premium: profile.isPremiumUserESports, text: esports },
  ];
}
