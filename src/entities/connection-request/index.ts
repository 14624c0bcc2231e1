export type { PendingConnectionRequest } from './model/connection-request';
export {
  connectionRequestsApi,
  useGetConnectionRequestsQuery,
  useHasSentConnectionRequestQuery,
  type ConnectionRequestPair,
} from './api/connection-requests-api';
export { connectionRequestReceived, connectionRequestStream } from './model/connection-request-stream';
