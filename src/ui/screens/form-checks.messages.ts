import { msg } from '@lingui/core/macro';

/**
 * The fixed messages of the flows and the field checks of the forms (src/application, src/domain),
 * in English as those layers write them, declared for the lazy screens' catalogue with the English
 * text as id; shown through `useKnownText` (src/ui/i18n/known-texts.ts). A toast or modal of the
 * shell showing one was opened by a lazy screen, so this catalogue is loaded by then. Read by
 * `npm run extract` only; nothing imports it.
 */
export const FORM_CHECK_TEXTS = [
  // The flows' fixed messages (spec §8), shown on the lazy screens or in a toast or modal they open.
  msg({ id: 'Login failed', message: 'Login failed' }),
  msg({ id: 'Signup failed', message: 'Signup failed' }),
  msg({ id: 'Social login failed', message: 'Social login failed' }),
  msg({ id: 'Invalid OTP', message: 'Invalid OTP' }),
  msg({ id: 'Resend OTP failed', message: 'Resend OTP failed' }),
  msg({ id: 'A new code has been sent', message: 'A new code has been sent' }),
  msg({ id: 'Game rated successfully!', message: 'Game rated successfully!' }),
  msg({ id: 'Saved as favorites', message: 'Saved as favorites' }),
  msg({ id: 'Removed from favorites', message: 'Removed from favorites' }),
  msg({ id: 'This game is added to your favorite list', message: 'This game is added to your favorite list' }),
  msg({ id: 'This game is removed from your favorite list', message: 'This game is removed from your favorite list' }),
  msg({ id: 'See Favorite', message: 'See Favorite' }),
  msg({ id: 'Game not found', message: 'Game not found' }),
  msg({ id: 'Link copied', message: 'Link copied' }),
  msg({ id: 'The link could not be copied', message: 'The link could not be copied' }),
  msg({ id: 'Share cancelled', message: 'Share cancelled' }),
  msg({ id: 'Please log in to play.', message: 'Please log in to play.' }),
  msg({ id: 'Please log in to play premium games.', message: 'Please log in to play premium games.' }),
  msg({ id: 'Not Premium User', message: 'Not Premium User' }),
  msg({ id: 'Successfully registered', message: 'Successfully registered' }),
  msg({ id: 'Tournament qualified', message: 'Tournament qualified' }),
  msg({ id: 'Subscription successful', message: 'Subscription successful' }),
  msg({ id: 'Your subscription is active', message: 'Your subscription is active' }),
  msg({ id: 'Plan cancelled successfully', message: 'Plan cancelled successfully' }),
  msg({ id: 'Esports Plan cancelled successfully', message: 'Esports Plan cancelled successfully' }),
  msg({ id: 'Payment failed. Please try again.', message: 'Payment failed. Please try again.' }),
  msg({ id: 'Payment was cancelled. You have not been charged.', message: 'Payment was cancelled. You have not been charged.' }),
  msg({ id: 'Password updated successfully', message: 'Password updated successfully' }),
  msg({ id: 'Failed to change password', message: 'Failed to change password' }),
  msg({ id: 'Failed to send reset instructions', message: 'Failed to send reset instructions' }),
  msg({ id: 'Use your new password the next time you log in.', message: 'Use your new password the next time you log in.' }),
  msg({ id: 'Profile updated successfully', message: 'Profile updated successfully' }),
  msg({ id: 'Profile picture updated', message: 'Profile picture updated' }),
  msg({ id: 'Your changes are saved.', message: 'Your changes are saved.' }),
  msg({ id: 'Use a different account', message: 'Use a different account' }),
  msg({ id: 'Change details', message: 'Change details' }),
  msg({ id: 'Resend code', message: 'Resend code' }),
  msg({ id: 'Free plan', message: 'Free plan' }),
  msg({ id: 'Your plan', message: 'Your plan' }),
];
