import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from './runtime';

/**
 * The texts the application and domain layers put in stores (the spec's fixed messages, field
 * checks, menu and row names), written there in English exactly as the spec writes them. The UI
 * shows them through `useKnownText`, which gives their catalogue translation; any other text (the
 * server's own messages, a game's name) is shown as it came.
 */
const KNOWN: Record<string, MessageDescriptor> = {
  // Spec §8 and the flows' fixed messages.
  'Something went wrong': msg`Something went wrong`,
  'An unexpected error occurred': msg`An unexpected error occurred`,
  Failed: msg`Failed`,
  Success: msg`Success`,
  Ok: msg`Ok`,
  'Login failed': msg`Login failed`,
  'Signup failed': msg`Signup failed`,
  'Social login failed': msg`Social login failed`,
  'Invalid OTP': msg`Invalid OTP`,
  'Resend OTP failed': msg`Resend OTP failed`,
  'A new code has been sent': msg`A new code has been sent`,
  'Game rated successfully!': msg`Game rated successfully!`,
  'Saved as favorites': msg`Saved as favorites`,
  'Removed from favorites': msg`Removed from favorites`,
  'This game is added to your favorite list': msg`This game is added to your favorite list`,
  'This game is removed from your favorite list': msg`This game is removed from your favorite list`,
  'See Favorite': msg`See Favorite`,
  'Game not found': msg`Game not found`,
  'Link copied': msg`Link copied`,
  'The link could not be copied': msg`The link could not be copied`,
  'Share cancelled': msg`Share cancelled`,
  'Please log in to play.': msg`Please log in to play.`,
  'Please log in to play premium games.': msg`Please log in to play premium games.`,
  'Not Premium User': msg`Not Premium User`,
  'Successfully registered': msg`Successfully registered`,
  'Tournament qualified': msg`Tournament qualified`,
  'Subscription successful': msg`Subscription successful`,
  'Your subscription is active': msg`Your subscription is active`,
  'Plan cancelled successfully': msg`Plan cancelled successfully`,
  'Esports Plan cancelled successfully': msg`Esports Plan cancelled successfully`,
  'Payment failed. Please try again.': msg`Payment failed. Please try again.`,
  'Payment was cancelled. You have not been charged.': msg`Payment was cancelled. You have not been charged.`,
  'Password updated successfully': msg`Password updated successfully`,
  'Failed to change password': msg`Failed to change password`,
  'Failed to send reset instructions': msg`Failed to send reset instructions`,
  'Use your new password the next time you log in.': msg`Use your new password the next time you log in.`,
  'Profile updated successfully': msg`Profile updated successfully`,
  'Profile picture updated': msg`Profile picture updated`,
  'Your changes are saved.': msg`Your changes are saved.`,
  'Notifications blocked': msg`Notifications blocked`,
  'Go to Home': msg`Go to Home`,
  'Use a different account': msg`Use a different account`,
  'Change details': msg`Change details`,
  'Resend code': msg`Resend code`,
  'Free plan': msg`Free plan`,
  'Your plan': msg`Your plan`,
  'The voucher partner link could not be opened safely. Please try again later.': msg`The voucher partner link could not be opened safely. Please try again later.`,
  'You are logged in, but the partner site could not be opened. Please try again later.': msg`You are logged in, but the partner site could not be opened. Please try again later.`,
  // Field checks of the forms (src/domain).
  'Enter your email or mobile number': msg`Enter your email or mobile number`,
  'Enter a valid email or a mobile number like 01712345678': msg`Enter a valid email or a mobile number like 01712345678`,
  'Enter a Bangladeshi mobile number, like 01712345678': msg`Enter a Bangladeshi mobile number, like 01712345678`,
  'Enter a valid Bangladeshi mobile number, e.g. 01712345678': msg`Enter a valid Bangladeshi mobile number, e.g. 01712345678`,
  'Enter your mobile number': msg`Enter your mobile number`,
  'Enter your password': msg`Enter your password`,
  'Enter a password': msg`Enter a password`,
  'Enter the password again': msg`Enter the password again`,
  'Enter your current password': msg`Enter your current password`,
  'The passwords do not match': msg`The passwords do not match`,
  'Choose a password different from your current one': msg`Choose a password different from your current one`,
  'Include at least one digit': msg`Include at least one digit`,
  'Include at least one letter': msg`Include at least one letter`,
  'Enter the code we sent you': msg`Enter the code we sent you`,
  'The code is 6 digits': msg`The code is 6 digits`,
  'Enter your email': msg`Enter your email`,
  'Enter a valid email, like name@example.com': msg`Enter a valid email, like name@example.com`,
  'Enter your first name': msg`Enter your first name`,
  'Enter your last name': msg`Enter your last name`,
  'Enter your date of birth': msg`Enter your date of birth`,
  'Enter a valid date of birth': msg`Enter a valid date of birth`,
  'The date of birth must be in the past': msg`The date of birth must be in the past`,
  'Choose a rating from 1 to 5 stars': msg`Choose a rating from 1 to 5 stars`,
  'Choose a PNG, JPEG or WebP picture.': msg`Choose a PNG, JPEG or WebP picture.`,
  'This picture is empty. Choose another one.': msg`This picture is empty. Choose another one.`,
  'This picture is larger than 1 MB. Choose a smaller one.': msg`This picture is larger than 1 MB. Choose a smaller one.`,
  // The sidebar's menus and pre-set genres (src/domain/sidebar.ts).
  Explore: msg`Explore`,
  Genres: msg`Genres`,
  Favourites: msg`Favourites`,
  Tournaments: msg`Tournaments`,
  Plans: msg`Plans`,
  Esports: msg`Esports`,
  Voucher: msg`Voucher`,
  Racing: msg`Racing`,
  Arcade: msg`Arcade`,
  Shooter: msg`Shooter`,
  Adventure: msg`Adventure`,
  Logic: msg`Logic`,
  Fun: msg`Fun`,
  Sports: msg`Sports`,
  Puzzle: msg`Puzzle`,
  'Tower Defense': msg`Tower Defense`,
  // The home page's rows (src/domain/genre-rows.ts and the home layout).
  'Continue playing': msg`Continue playing`,
  'The games you play will be here, one tap away.': msg`The games you play will be here, one tap away.`,
  'Free games': msg`Free games`,
  'Premium games': msg`Premium games`,
  'Latest games': msg`Latest games`,
  'Most popular': msg`Most popular`,
  'Quick play': msg`Quick play`,
  'Recently played': msg`Recently played`,
  'Suggested for you': msg`Suggested for you`,
  'Top ten': msg`Top ten`,
  'Weekly top': msg`Weekly top`,
  Spotlight: msg`Spotlight`,
  "Gamers' choice": msg`Gamers' choice`,
  Trending: msg`Trending`,
  Kids: msg`Kids`,
  Horror: msg`Horror`,
  // The HTTP adapter's own texts for a failed call (src/adapters/http).
  'No connection to the server. Check your network and try again.': msg`No connection to the server. Check your network and try again.`,
  'The server sent an answer the portal could not read.': msg`The server sent an answer the portal could not read.`,
  'The server had a problem. Please try again.': msg`The server had a problem. Please try again.`,
  'Your session has ended. Please log in again.': msg`Your session has ended. Please log in again.`,
};

/** True when `text` is one of ours with a translation (for tests and the catalogue check). */
export const isKnownText = (text: string): boolean => Object.hasOwn(KNOWN, text);

/** Translates one of the application's fixed texts into the active language; other text stays as it is. */
export function useKnownText(): (text: string) => string {
  const { _ } = useLingui();
  return (text: string) => {
    const descriptor = Object.hasOwn(KNOWN, text) ? KNOWN[text] : undefined;
    return descriptor ? _(descriptor) : text;
  };
}
