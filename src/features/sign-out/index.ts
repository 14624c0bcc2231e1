export { useSignOut } from './ui/use-sign-out';
export { SignOutButton } from './ui/SignOutButton';
export { SignOutOtherDevicesButton } from './ui/SignOutOtherDevicesButton';
