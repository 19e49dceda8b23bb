import { token } from '../token';

/** The current time, injected so that rules with "when" in them are testable (architecture guide: "pass the clock in"). */
export type Clock = () => Date;
export const Clock = token<Clock>('Clock');
