export { ConnectionRequestButton } from './ui/ConnectionRequestButton';
export { connectionRequestApi, useSendConnectionRequestMutation, type SendConnectionRequestArgs } from './api/connection-request-api';
export { connectionRequestTexts } from './config/texts';
