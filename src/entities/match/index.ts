export type { MatchPartner, MemberRelationship, Relationship } from './model/relationship';
export { relationshipApi, useGetRelationshipQuery } from './api/relationship-api';
export { memberSeparated, separatedMemberTags } from './model/member-separated';
export { matchStream } from './model/match-stream';
export { matchMomentSlice, matchMade, matchMomentClosed, selectMatchMoment } from './model/match-moment';
