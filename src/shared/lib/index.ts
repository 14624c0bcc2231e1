export { formatRelativeTime } from './relative-time';
export { choiceLabel } from './choice-label';
export { ageInYears, isAdult, latestAdultBirthDate, toIsoDate } from './age';
export {
  registrationMessages,
  registrationFieldsSchema,
  validateRegistration,
  validateRegistrationField,
  type RegistrationValues,
  type RegistrationErrors,
  type RegistrationField,
  type RegistrationCheck,
} from './registration-schema';
