import type { PlaceValue } from '@/entities/place';
import type { Gender, Interest, ProfileChoice } from '@/shared/config';

/** The Edit Profile form's values, kept between openings of the modal until saved or discarded. */
export interface EditProfileDraft {
  firstName: string;
  lastName: string;
  gender: Gender | '';
  /** yyyy-mm-dd, or '' when not given. */
  birthDate: string;
  bio: string;
  place: PlaceValue | null;
  interests: Interest[];
  relationshipGoals: ProfileChoice<'relationship_goal'>[];
}

export type DraftField = keyof EditProfileDraft;
