export { VerificationSettings } from './ui/VerificationSettings';
export { verificationApi, useGetMyVerificationQuery } from './api/verification-api';
export { POSES, type Pose } from './config/poses';
