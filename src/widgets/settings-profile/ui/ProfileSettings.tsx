import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { selectSessionUser } from '@/entities/session';
import { openEditProfile } from '@/features/edit-profile';
import { VerificationSettings } from '@/features/verification/verify-photo';
import { useAppDispatch, useAppSelector } from '@/shared/redux';
import { settingsProfileTexts as texts } from '../config/texts';

/** Settings → Profile Settings: opens Edit Profile (SPEC §2), and photo verification. */
export function ProfileSettings() {
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectSessionUser)?.id ?? '';
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {texts.lead}
      </Typography>
      <Button variant="contained" startIcon={<EditIcon />} onClick={() => dispatch(openEditProfile())}>
        {texts.editProfile}
      </Button>
      {me && <VerificationSettings me={me} />}
    </>
  );
}
