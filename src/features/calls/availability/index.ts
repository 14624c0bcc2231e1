export { TakeCallsSwitch } from './ui/TakeCallsSwitch';
