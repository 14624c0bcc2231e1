export { ConnectionRequestButton } from './ui/ConnectionRequestButton';
export {
  connectionRequestApi,
  useHasSentConnectionRequestQuery,
  useSendConnectionRequestMutation,
  type SendConnectionRequestArgs,
} from './api/connection-request-api';
export { connectionRequestMessages } from './config/messages';
