import { REPORT_REASONS, type ReportReason } from '@rules/report-rules';

export { REPORT_DETAILS_MAX, type ReportReason } from '@rules/report-rules';

const LABELS: Record<ReportReason, string> = {
  fake_profile: 'Fake profile',
  inappropriate_photos: 'Inappropriate photos',
  harassment: 'Harassment',
  scam: 'Scam or money request',
  underage: 'Underage',
  other: 'Other',
};

/** The reasons the report dialog offers, in the database's order, with the words a member reads. */
export const reportReasons = REPORT_REASONS.map((value) => ({ value, label: LABELS[value] }));
