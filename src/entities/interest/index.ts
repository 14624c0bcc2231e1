export { INTEREST_STATUSES, type Interest, type InterestStatus } from './model/interest';
export { toInterest, type InterestRow } from './lib/map-interest';
export { interestReceived } from './model/interest-received';
export type { ReceivedLike, LikeSender } from './model/received-like';
export { receivedInterestsApi, useGetPendingInterestCountQuery, useGetPendingInterestsQuery } from './api/received-interests-api';
export {
  interestsWithMemberApi,
  useGetInterestsWithMemberQuery,
  type InterestsWithMember,
  type InterestsWithMemberArgs,
} from './api/interests-with-member-api';
