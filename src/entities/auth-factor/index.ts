export {
  authFactorApi,
  useGetAuthFactorsQuery,
  useEnrollTotpMutation,
  useVerifyFactorCodeMutation,
  useRemoveAuthFactorMutation,
} from './api/auth-factor-api';
export { useGetRecoveryCodesLeftQuery, useGenerateRecoveryCodesMutation } from './api/recovery-codes-api';
export type { AuthFactor, TotpEnrollment } from './lib/to-auth-factor';
export { mapFactorError } from './lib/map-factor-error';
export { authFactorTexts } from './config/texts';
export { CodeForm } from './ui/CodeForm';
export { useStepUp } from './ui/use-step-up';
