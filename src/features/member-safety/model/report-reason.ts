/** The reasons a report gives, as report_member takes them (private.reports' check). */
export const reportReasons = [
  { value: 'fake_profile', label: 'Fake profile' },
  { value: 'inappropriate_photos', label: 'Inappropriate photos' },
  { value: 'harassment', label: 'Harassment' },
  { value: 'scam', label: 'Scam or money request' },
  { value: 'underage', label: 'Underage' },
  { value: 'other', label: 'Other' },
] as const;

export type ReportReason = (typeof reportReasons)[number]['value'];

/** The details' limit, the database's too. */
export const REPORT_DETAILS_MAX = 1000;
