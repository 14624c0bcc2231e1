import type { EditProfileDraft } from '../model/draft';
import { profileChanges } from './profile-changes';

const saved: EditProfileDraft = {
  firstName: 'Ava',
  lastName: 'Rose',
  gender: 'female',
  birthDate: '1995-06-15',
  bio: 'Painter.',
  place: { id: null, label: 'Old Town' },
  interests: ['Art'],
  relationshipGoals: [],
};

describe('profileChanges', () => {
  it('is empty when nothing changed, blanks and spacing aside', () => {
    expect(profileChanges(saved, { ...saved, bio: ' Painter. ', interests: ['Art'] })).toEqual({});
  });

  it('sends only the changed columns, with blanks as null', () => {
    expect(profileChanges(saved, { ...saved, bio: '  ', gender: '', interests: ['Art', 'Music'] })).toEqual({
      bio: null,
      gender: null,
      interests: ['Art', 'Music'],
    });
  });

  it('sends a chosen place by id (the database writes its label), and clears both when it is removed', () => {
    expect(profileChanges(saved, { ...saved, place: { id: 2267057, label: 'Lisbon, Portugal' } })).toEqual({ place_id: 2267057 });
    expect(profileChanges(saved, { ...saved, place: null })).toEqual({ place_id: null, location: null });
  });
});
