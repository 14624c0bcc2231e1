export { StartCallButton } from './ui/StartCallButton';
