import type { EditProfileDraft } from '../model/draft';
import { profileChanges } from './profile-changes';

/**
 * Whether the draft would change the saved profile: what saving would send, so a field edited and
 * put back, or only spaces added, is no change.
 */
export const hasUnsavedChanges = (saved: EditProfileDraft, draft: EditProfileDraft | undefined): boolean =>
  draft !== undefined && Object.keys(profileChanges(saved, draft)).length > 0;
