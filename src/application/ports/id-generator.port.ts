import { token } from '../token';

/** Generated ids (guest ids) come from outside so that use cases stay deterministic in tests. */
export type IdGenerator = () => string;
export const IdGenerator = token<IdGenerator>('IdGenerator');
