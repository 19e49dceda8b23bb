/**
 * The plans page (spec §2): where a feature that needs a plan leads, and where a recharge returns.
 * A module of its own, so that a page that only links to the plans does not carry the billing rules.
 */
export const PLANS_PATH = '/plans';
