import { token } from '../token';
import type { PlanId, PricingSlot } from '../../domain/billing';
import type { AsyncState } from './async-state';

/** One plan's pricing slots (spec §7 "read data.pricingSlots"), loaded like every list (spec §4). */
export interface PricingSlotsState extends AsyncState {
  slots: PricingSlot[];
}

/** The spec's 'subscription' state area: the pricing slots of both plans. */
export type SubscriptionState = Record<PlanId, PricingSlotsState>;

const idleSlots = (): PricingSlotsState => ({ status: 'idle', error: undefined, slots: [] });
export const initialSubscriptionState = (): SubscriptionState => ({ general: idleSlots(), esports: idleSlots() });
export const SubscriptionStore = token<SubscriptionState>('SubscriptionStore');

/** The slot with this id in either plan, or undefined; also reads a screen's read-only snapshot. */
export function findSlot(
  state: Readonly<Record<PlanId, { readonly slots: readonly PricingSlot[] }>>,
  pricingSlotId: string | null,
): PricingSlot | undefined {
  if (!pricingSlotId) return undefined;
  return [...state.general.slots, ...state.esports.slots].find((slot) => slot.id === pricingSlotId);
}
