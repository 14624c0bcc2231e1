import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import { useParams } from 'react-router-dom';
import { selectSessionUser } from '@/entities/session';
import { openEditProfile } from '@/features/edit-profile';
import { profileTexts } from '@/shared/config';
import { memberName, useDocumentTitle } from '@/shared/lib';
import { useAppDispatch, useAppSelector } from '@/shared/redux';
import { FullPageSpinner } from '@/shared/ui';
import { profilePageTexts as texts } from '../config/texts';
import { useViewedProfile, type ViewedProfile } from '../model/use-viewed-profile';
import { MemberActions } from './MemberActions';
import { ProfileLoadError } from './ProfileLoadError';
import { ProfileNotFound } from './ProfileNotFound';
import { ProfileViewLimit } from './ProfileViewLimit';
import { PersonalitySection } from './PersonalitySection';
import { ProfileView } from './ProfileView';

function pageTitle(viewed: ViewedProfile): string {
  if (viewed.status === 'found') return memberName(viewed.profile);
  return viewed.status === 'notFound' ? profileTexts.notFound : texts.title;
}

/**
 * /profile/{id}: a spinner until it is known, then the profile, or only 'Profile not found'. Opening
 * another member's profile is a view: the database counts it against the plan's views a day and may
 * tell her of it (open_profile); past the limit the page says so, with nothing of the member.
 */
export function ProfilePage() {
  const { id = '' } = useParams();
  const viewed = useViewedProfile(id);
  const me = useAppSelector(selectSessionUser)?.id;
  const dispatch = useAppDispatch();
  useDocumentTitle(pageTitle(viewed));

  if (viewed.status === 'loading') return <FullPageSpinner label={texts.loading} />;
  if (viewed.status === 'notFound') return <ProfileNotFound />;
  if (viewed.status === 'error') return <ProfileLoadError onRetry={viewed.retry} />;
  if (viewed.status === 'limit') return <ProfileViewLimit message={viewed.message} />;
  const actions = viewed.isOwn ? (
    <Button variant="contained" startIcon={<EditIcon />} onClick={() => dispatch(openEditProfile())}>
      {texts.editProfile}
    </Button>
  ) : (
    me && <MemberActions me={me} profile={viewed.profile} />
  );
  return (
    <ProfileView profile={viewed.profile} actionSlot={actions}>
      <PersonalitySection profile={viewed.profile} isOwn={viewed.isOwn} />
    </ProfileView>
  );
}
