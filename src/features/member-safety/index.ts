export { MemberSafetyMenu } from './ui/MemberSafetyMenu';
export { BlockedMembers } from './ui/BlockedMembers';
