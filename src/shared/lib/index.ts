export { formatRelativeTime } from './relative-time';
export { ageInYears, isAdult, latestAdultBirthDate, toIsoDate } from './age';
export {
  genders,
  registrationMessages,
  registrationFieldsSchema,
  validateRegistration,
  validateRegistrationField,
  type Gender,
  type RegistrationValues,
  type RegistrationErrors,
  type RegistrationField,
  type RegistrationCheck,
} from './registration-schema';
