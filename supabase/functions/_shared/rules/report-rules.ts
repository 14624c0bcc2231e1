// What a report holds, as report_member and private.reports' check take it: the SPA's report dialog
// (through `@rules`) and the database's tests read the same list (server/db/rls/spa-constants.test.ts).
export const REPORT_REASONS = ['fake_profile', 'inappropriate_photos', 'harassment', 'scam', 'underage', 'other'] as const;

export type ReportReason = (typeof REPORT_REASONS)[number];

/** The details' limit (report_member's assert_max_length). */
export const REPORT_DETAILS_MAX = 1000;
