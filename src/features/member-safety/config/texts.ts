import type { ReportReason } from '@rules/report-rules';
import { defineTexts } from '@/shared/i18n';

/** What blocking, reporting and unmatching say (docs/security.md, Block, report and unmatch). */
export const memberSafetyTexts = defineTexts('memberSafety', {
  menu: (name: string) => `More actions for ${name}`,
  report: 'Report',
  block: 'Block',
  unmatch: 'Unmatch',
  blockTitle: (name: string) => `Block ${name}?`,
  blockBody: (name: string) =>
    `You and ${name} will no longer see each other anywhere on Ascend: not in discovery, likes or messages. If you are matched, your match ends and your conversation is hidden for both of you; likes and requests between you are withdrawn. ${name} is not told. You can unblock them in Settings, but unblocking does not bring back your match or your conversation.`,
  blocked: (name: string) => `${name} is blocked`,
  unmatchTitle: (name: string) => `Unmatch ${name}?`,
  unmatchBody: (name: string) =>
    `Your match with ${name} ends and your conversation is hidden for both of you. You will not see each other on Ascend again. This cannot be undone.`,
  unmatched: (name: string) => `You unmatched ${name}`,
  reportTitle: (name: string) => `Report ${name}`,
  reportIntro: 'Tell us what is wrong. Your report is private: the member is not told who sent it.',
  reasonLabel: 'Reason',
  detailsLabel: 'Details (optional)',
  alsoBlock: (name: string) => `Also block ${name}`,
  /** Under 'Also block', while it is ticked (the default): what the block does, before she sends. */
  alsoBlockConsequence: (name: string) =>
    `Blocking ends your match with ${name}, if you have one, and hides your conversation for both of you. Unblocking later does not bring them back.`,
  sendReport: 'Send report',
  reported: 'Thank you. Your report was sent.',
  reportedAndBlocked: (name: string) => `Thank you. Your report was sent and ${name} is blocked.`,
  cancel: 'Cancel',
  blockedMembersEmpty: 'You have not blocked anyone.',
  blockedAgo: (when: string) => `blocked ${when}`,
  blockedMembersLabel: 'Blocked members',
  blockedMembersLoadFailed: 'Failed to load blocked members',
  unblock: 'Unblock',
  unblocked: (name: string) => `${name} is unblocked`,
  unblockMember: (name: string) => `Unblock ${name}`,
  loadingBlockedMembers: 'Loading blocked members',
  /** The report's reasons, in words a member reads (the values are the database's: @rules/report-rules). */
  reason: {
    fake_profile: 'Fake profile',
    inappropriate_photos: 'Inappropriate photos',
    harassment: 'Harassment',
    scam: 'Scam or money request',
    underage: 'Underage',
    other: 'Other',
  } satisfies Record<ReportReason, string>,
});
