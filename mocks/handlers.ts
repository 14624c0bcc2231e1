import { accountHandlers } from './handlers/account';
import { authHandlers } from './handlers/auth';
import { discoveryHandlers } from './handlers/discovery';
import { messageHandlers } from './handlers/messages';
import { photoHandlers } from './handlers/photos';
import { placeHandlers } from './handlers/places';
import { realtimeHandlers } from './handlers/realtime';
import { restHandlers } from './handlers/rest';
import { rpcHandlers } from './handlers/rpc';
import { storageHandlers } from './handlers/storage';

// Table-specific rules (photos) come before the generic REST handlers they fall through to.
export const handlers = [...authHandlers, ...accountHandlers, ...rpcHandlers, ...discoveryHandlers, ...messageHandlers, ...placeHandlers, ...photoHandlers, ...storageHandlers, ...restHandlers, ...realtimeHandlers];
