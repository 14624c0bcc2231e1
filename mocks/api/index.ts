export { rest, problem, offline, rowsResponse, filteredId, type Answer } from './rest';
export { signedInFrameHandlers } from './signed-in-frame';
export { planHandlers } from './plans';
