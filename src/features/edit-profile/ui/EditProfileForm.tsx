import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import { useState, type ReactNode } from 'react';
import type { OwnProfile } from '@/entities/profile';
import { editProfileTexts as texts } from '../config/texts';
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

  const basicSection = section('basic');
  const interestsSection = section('interests');
  const goalsSection = section('goals');
  const photosToggle = section('photos');

  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2}>
          <CompletenessMeter completeness={draftCompleteness(values, profile)} />
          <div>
            <EditProfileSection title={texts.basicInformation} {...basicSection}>
              <BasicInfoFields values={values} errors={errors} onChange={setField} birthDateFixed={Boolean(profile.birthDate)} />
            </EditProfileSection>
            <EditProfileSection title={texts.interests} {...interestsSection}>
              <InterestChips selected={values.interests} onChange={(interests) => setField('interests', interests)} />
            </EditProfileSection>
            <EditProfileSection title={texts.relationshipGoals} {...goalsSection}>
              <RelationshipGoalsField selected={values.relationshipGoals} onChange={(goals) => setField('relationshipGoals', goals)} />
            </EditProfileSection>
            {photosSection && (
              <EditProfileSection title={texts.photos} {...photosToggle}>
                {photosSection}
              </EditProfileSection>
            )}
          </div>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {hasDraft && (
          <Button onClick={discard} color="inherit" sx={{ mr: 'auto' }}>
            {texts.discardChanges}
          </Button>
        )}
        <Button onClick={onClose} color="inherit">
          {texts.cancel}
        </Button>
        <Button onClick={() => void save()} variant="contained" disabled={isSaving}>
          {isSaving ? texts.saving : texts.saveChanges}
        </Button>
      </DialogActions>
    </>
  );
}
