import { useEffect } from 'react';
import { LeavePaymentGroup } from '../../../application/use-cases/billing/reset-billing';
import { useService } from '../../hooks/container-context';

/**
 * For the screens of the payment group (/plans, /payment, /payment-otp-verification): when one of
 * them goes away, the use case looks where the user went and drops a half-done purchase if they
 * left the group. Moving between the group's own screens keeps it.
 */
export function useLeavePaymentGroup(): void {
  const leave = useService(LeavePaymentGroup);
  useEffect(() => () => leave.execute(), [leave]);
}
