export { INTEREST_STATUSES, type Interest, type InterestStatus } from './model/interest';
export { toInterest, type InterestRow } from './lib/map-interest';
export { interestAccepted, interestReceived } from './model/interest-events';
export { interestStream } from './model/interest-stream';
export type { ReceivedLike, LikeSender } from './model/received-like';
export { receivedInterestsApi, useGetPendingInterestCountQuery, useGetPendingInterestsInfiniteQuery } from './api/received-interests-api';
