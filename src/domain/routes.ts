import { PATHS, pathPrefix } from './route-paths';

/** Spec §2: the top bar is hidden on these routes (and so is the bottom navigation). */
export const BARE_ROUTES: readonly string[] = [
  PATHS.splash,
  PATHS.welcome,
  PATHS.login,
  PATHS.signup,
  PATHS.forgotPassword,
  PATHS.socialLogin,
];

export const isBarePath = (pathname: string): boolean => BARE_ROUTES.includes(normalise(pathname));

/** Spec §2: "/payment, /payment-otp-verification and /plans form a special group of paths". */
export const PAYMENT_GROUP: readonly string[] = [PATHS.payment, PATHS.paymentOtpVerification, PATHS.plans];

/**
 * Spec §2: "The bottom navigation is hidden on those routes and on some others (the others are not
 * shown)." Our decision: also the focused payment steps (not /plans, which is a browsing page and
 * the return route after a recharge) and the full-viewport play screen.
 */
const NO_BOTTOM_NAV: readonly string[] = [PATHS.payment, PATHS.paymentOtpVerification];
const NO_BOTTOM_NAV_PREFIXES = [pathPrefix(PATHS.play)];

export const hidesTopBar = (pathname: string): boolean => isBarePath(pathname);

export function hidesBottomNav(pathname: string): boolean {
  const path = normalise(pathname);
  return isBarePath(path) || NO_BOTTOM_NAV.includes(path) || NO_BOTTOM_NAV_PREFIXES.some((p) => path.startsWith(p));
}

/** Spec §2: "A footer appears only on /home." */
export const showsFooter = (pathname: string): boolean => normalise(pathname) === PATHS.home;

/** Which parts of the frame a route shows. The desktop sidebar goes wherever the bottom navigation
 * goes: both are browsing aids, out of the way on landing, account, payment and play screens. */
export interface ShellChrome {
  topBar: boolean;
  sidebar: boolean;
  bottomNav: boolean;
  footer: boolean;
}

export function shellChrome(pathname: string): ShellChrome {
  const bottomNav = !hidesBottomNav(pathname);
  return { topBar: !hidesTopBar(pathname), sidebar: bottomNav, bottomNav, footer: showsFooter(pathname) };
}

function normalise(pathname: string): string {
  const decoded = safeDecode(pathname);
  return decoded.length > 1 && decoded.endsWith('/') ? decoded.slice(0, -1) : decoded;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
