import { authModule } from '../modules/auth.module';
import { registrationModule } from '../modules/registration.module';
import { profileFormsModule } from '../modules/profile-forms.module';

/** The 'account' area: login, social sign-in, single sign-on, logout, signup, password reset, profile forms. */
export const accountArea = () => [authModule(), registrationModule(), profileFormsModule()];
