export type { MatchPartner, MemberRelationship, Relationship } from './model/relationship';
export { relationshipApi, useGetRelationshipQuery } from './api/relationship-api';
