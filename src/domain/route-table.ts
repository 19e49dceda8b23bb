/**
 * Every address of the portal, written once (spec §2 "Routes", and the pages the decisions add),
 * read as `PATHS.<name>` (src/domain/route-paths.ts, with the builders of addresses with a
 * parameter). The route manifest (src/ui/route-manifest.ts) gives each of them its screen.
 * One constant per route rather than one object: the build writes each path where it is used
 * (vite.config.ts, inlineConst), so the first download carries no table of names.
 */
export const splash = '/';
export const welcome = '/welcome';
export const home = '/home';
export const login = '/login';
export const socialLogin = '/social-login';
export const signup = '/signup';
export const forgotPassword = '/forgot-password';
export const profile = '/profile';
export const changePassword = '/change-password';
export const familyMode = '/family-mode';
export const plans = '/plans';
export const payment = '/payment';
export const paymentOtpVerification = '/payment-otp-verification';
export const esports = '/esports';
export const voucher = '/voucher';
export const latestGames = '/latest-games';
export const trendingGames = '/trending-games';
export const mostPopular = '/most-popular';
export const freeGames = '/free-games';
export const spotlight = '/spotlight';
export const gamersChoice = '/gamers-choice';
export const quickPlay = '/quick-play';
export const recentlyPlayed = '/recently-played';
export const premiumGames = '/premium-games';
export const favorite = '/favorite';
export const genres = '/genres';
export const genre = '/genres/:genre';
export const search = '/search';
export const gameDetails = '/game-details/:gameUniqueName';
export const play = '/play/:gameUniqueName';
export const tournament = '/tournament';
export const privacyPolicy = '/privacy-policy';
export const termsAndConditions = '/terms-&-conditions';
export const personalInfoAndDataPolicy = '/personal-info-&-data-policy';
export const parentalInformation = '/parental-information';
export const cookieStatement = '/cookie-statement';
export const frequentlyAskedQuestions = '/frequently-asked-questions';
