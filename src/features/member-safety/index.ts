export { MemberSafetyMenu } from './ui/MemberSafetyMenu';
export { BlockedMembers } from './ui/BlockedMembers';
export { ReportMemberButton } from './ui/ReportMemberButton';
