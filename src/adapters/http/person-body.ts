import type { ProfileUpdate } from '../../domain/profile';

/**
 * A person's details as the backend's bodies name them (signup and profile update alike, spec §3:
 * "firstName, lastName, email, dateofbirth").
 */
export const personBody = (person: ProfileUpdate) => ({
  firstName: person.firstName,
  lastName: person.lastName,
  email: person.email,
  dateofbirth: person.dateOfBirth,
});
