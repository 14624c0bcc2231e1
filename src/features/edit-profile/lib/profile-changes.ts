import type { TablesUpdate } from '@/shared/api';
import type { EditProfileDraft } from '../model/draft';

type ProfileUpdate = TablesUpdate<'profiles'>;

const textOrNull = (text: string) => text.trim() || null;
const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * The columns the member changed (SPEC §7: "update with the edited fields"), so that saving one field
 * never rewrites another, such as a location saved as text before the gazetteer existed.
 */
export function profileChanges(saved: EditProfileDraft, draft: EditProfileDraft): ProfileUpdate {
  const changes: ProfileUpdate = {};
  if (draft.firstName.trim() !== saved.firstName.trim()) changes.first_name = textOrNull(draft.firstName);
  if (draft.lastName.trim() !== saved.lastName.trim()) changes.last_name = textOrNull(draft.lastName);
  if (draft.gender !== saved.gender) changes.gender = draft.gender || null;
  if (draft.birthDate !== saved.birthDate) changes.birth_date = draft.birthDate || null;
  if (draft.bio.trim() !== saved.bio.trim()) changes.bio = textOrNull(draft.bio);
  if (draft.place?.id !== saved.place?.id || draft.place?.label !== saved.place?.label) {
    // A chosen place: the database writes its label into location. No place: no location either.
    changes.place_id = draft.place?.id ?? null;
    if (!draft.place) changes.location = null;
  }
  if (!sameList(draft.interests, saved.interests)) changes.interests = draft.interests;
  if (!sameList(draft.relationshipGoals, saved.relationshipGoals)) changes.relationship_goals = draft.relationshipGoals;
  return changes;
}
