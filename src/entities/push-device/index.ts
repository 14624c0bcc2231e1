export {
  pushDeviceApi,
  useGetPushPublicKeyQuery,
  useLazyGetPushPublicKeyQuery,
  useRemovePushSubscriptionMutation,
  useSavePushSubscriptionMutation,
} from './api/push-device-api';
export {
  currentSubscription,
  pushSupported,
  subscribeDevice,
  toDeviceSubscription,
  type DeviceSubscription,
} from './lib/device-subscription';
export { forgetDevice } from './lib/forget-device';
