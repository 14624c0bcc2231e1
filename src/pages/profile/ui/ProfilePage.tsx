import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useRecordProfileViewMutation } from '@/entities/notification';
import { selectSessionUser } from '@/entities/session';
import { openEditProfile } from '@/features/edit-profile';
import { profileTexts } from '@/shared/config';
import { memberName, useDocumentTitle } from '@/shared/lib';
import { useAppDispatch, useAppSelector } from '@/shared/redux';
import { FullPageSpinner } from '@/shared/ui';
import { useViewedProfile, type ViewedProfile } from '../model/use-viewed-profile';
import { MemberActions } from './MemberActions';
import { ProfileLoadError } from './ProfileLoadError';
import { ProfileNotFound } from './ProfileNotFound';
import { ProfileView } from './ProfileView';

function pageTitle(viewed: ViewedProfile): string {
  if (viewed.status === 'found') return memberName(viewed.profile);
  return viewed.status === 'notFound' ? profileTexts.notFound : 'Profile';
}

/**
 * /profile/{id}: a spinner until it is known, then the profile, or only 'Profile not found'. Seeing
 * another member's profile is a view she may be told of (the database decides: record_profile_view).
 */
export function ProfilePage() {
  const { id = '' } = useParams();
  const viewed = useViewedProfile(id);
  const me = useAppSelector(selectSessionUser)?.id;
  const dispatch = useAppDispatch();
  useDocumentTitle(pageTitle(viewed));
  const [recordView] = useRecordProfileViewMutation();
  const seenOther = viewed.status === 'found' && !viewed.isOwn;
  useEffect(() => {
    if (seenOther) void recordView(id);
  }, [seenOther, id, recordView]);

  if (viewed.status === 'loading') return <FullPageSpinner label="Loading profile" />;
  if (viewed.status === 'notFound') return <ProfileNotFound />;
  if (viewed.status === 'error') return <ProfileLoadError onRetry={viewed.retry} />;
  const actions = viewed.isOwn ? (
    <Button variant="contained" startIcon={<EditIcon />} onClick={() => dispatch(openEditProfile())}>
      Edit profile
    </Button>
  ) : (
    me && <MemberActions me={me} profile={viewed.profile} />
  );
  return <ProfileView profile={viewed.profile} actionSlot={actions} />;
}
