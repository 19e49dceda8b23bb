import { authModule } from '../modules/auth.module';
import { registrationModule } from '../modules/registration.module';
import { profileEditingModule } from '../modules/profile-editing.module';
import { accountCommerceSharedModule } from '../modules/account-commerce-shared.module';

/** The 'account' area: login, social sign-in, single sign-on, logout, signup, password reset, profile editing. */
export const accountArea = () => [authModule(), registrationModule(), profileEditingModule(), accountCommerceSharedModule()];
