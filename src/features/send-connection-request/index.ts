export { ConnectionRequestButton } from './ui/ConnectionRequestButton';
export {
  connectionRequestApi,
  useHasSentConnectionRequestQuery,
  useSendConnectionRequestMutation,
  type SendConnectionRequestArgs,
} from './api/connection-request-api';
export { connectionRequestTexts } from './config/texts';
