import type { PersonalityResult } from '../model/personality';

/**
 * Whether her 30 days since this result are over, so the SPA offers the retake. The database decides
 * again when she answers (answer_personality_item); a match's result has no retake date.
 */
export const retakeOpen = (result: PersonalityResult, now = Date.now()) => result.retakeAt !== null && Date.parse(result.retakeAt) <= now;
