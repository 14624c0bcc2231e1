export { ShowInterestButton } from './ui/ShowInterestButton';
export { showInterestApi, useSendInterestMutation, type SendInterestArgs } from './api/send-interest';
export { showInterestTexts } from './config/texts';
