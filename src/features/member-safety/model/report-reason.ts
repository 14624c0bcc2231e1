import { REPORT_REASONS } from '@rules/report-rules';
import { memberSafetyTexts } from '../config/texts';

export { REPORT_DETAILS_MAX, type ReportReason } from '@rules/report-rules';

/** The reasons the report dialog offers, in the database's order, with the words a member reads (read when shown). */
export const reportReasons = () => REPORT_REASONS.map((value) => ({ value, label: memberSafetyTexts.reason[value] }));
