export { VerificationSettings } from './ui/VerificationSettings';
export { verificationApi } from './api/verification-api';
export { POSES, type Pose } from './config/poses';
