export type { MatchPartner, MemberRelationship, Relationship } from './model/relationship';
export { relationshipApi, useGetRelationshipQuery } from './api/relationship-api';
export { matchEnded, separatedMemberTags } from './model/match-ended';
export { matchStream } from './model/match-stream';
export { matchMomentSlice, matchMade, matchMomentClosed, selectMatchMoment } from './model/match-moment';
