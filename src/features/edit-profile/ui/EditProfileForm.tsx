import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import { useState, type ReactNode } from 'react';
import type { OwnProfile } from '@/entities/profile';
import { draftCompleteness } from '../lib/draft-completeness';
import { useEditProfileForm } from '../model/use-edit-profile-form';
import { BasicInfoFields } from './BasicInfoFields';
import { CompletenessMeter } from './CompletenessMeter';
import { EditProfileSection } from './EditProfileSection';
import { InterestChips } from './InterestChips';
import { RelationshipGoalsField } from './RelationshipGoalsField';

type SectionId = 'basic' | 'interests' | 'goals' | 'photos';

interface EditProfileFormProps {
  profile: OwnProfile;
  photosSection?: ReactNode;
  onClose: () => void;
}

export function EditProfileForm({ profile, photosSection, onClose }: EditProfileFormProps) {
  const { values, errors, hasDraft, isSaving, setField, discard, save } = useEditProfileForm(profile);
  // One section open at a time: opening one closes the other, clicking the open one collapses it.
  const [openSection, setOpenSection] = useState<SectionId | null>('basic');
  const section = (id: SectionId) => ({ expanded: openSection === id, onToggle: () => setOpenSection(openSection === id ? null : id) });

  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2}>
          <CompletenessMeter completeness={draftCompleteness(values, profile)} />
          <div>
            <EditProfileSection title="Basic information" {...section('basic')}>
              <BasicInfoFields values={values} errors={errors} onChange={setField} birthDateFixed={Boolean(profile.birthDate)} />
            </EditProfileSection>
            <EditProfileSection title="Interests" {...section('interests')}>
              <InterestChips selected={values.interests} onChange={(interests) => setField('interests', interests)} />
            </EditProfileSection>
            <EditProfileSection title="Relationship goals" {...section('goals')}>
              <RelationshipGoalsField selected={values.relationshipGoals} onChange={(goals) => setField('relationshipGoals', goals)} />
            </EditProfileSection>
            {photosSection && (
              <EditProfileSection title="Photos" {...section('photos')}>
                {photosSection}
              </EditProfileSection>
            )}
          </div>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {hasDraft && (
          <Button onClick={discard} color="inherit" sx={{ mr: 'auto' }}>
            Discard changes
          </Button>
        )}
        <Button onClick={onClose} color="inherit">
          Cancel
        </Button>
        <Button onClick={() => void save()} variant="contained" disabled={isSaving}>
          {isSaving ? 'Saving...' : 'Save changes'}
        </Button>
      </DialogActions>
    </>
  );
}
