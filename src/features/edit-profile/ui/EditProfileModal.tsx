import CloseIcon from '@mui/icons-material/Close';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useId, type ReactNode } from 'react';
import { useGetOwnProfileQuery } from '@/entities/profile';
import { selectSessionUser } from '@/entities/session';
import { useAppSelector } from '@/shared/redux';
import { editProfileTexts } from '../config/texts';
import { useCloseEditProfile } from '../model/use-close-edit-profile';
import { EditProfileForm } from './EditProfileForm';
import { KeepChangesDialog } from './KeepChangesDialog';

interface EditProfileModalProps {
  open: boolean;
  photosSection?: ReactNode;
}

export function EditProfileModal({ open, photosSection }: EditProfileModalProps) {
  const titleId = useId();
  const user = useAppSelector(selectSessionUser);
  const { data: profile, isError } = useGetOwnProfileQuery(user?.id ?? skipToken);
  const closing = useCloseEditProfile(profile);
  const close = closing.requestClose;

  return (
    <>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm" scroll="paper">
        <DialogTitle id={titleId} sx={{ pr: 7 }}>
          {editProfileTexts.title}
        </DialogTitle>
        <IconButton aria-label={editProfileTexts.close} onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
        {profile ? (
          <EditProfileForm profile={profile} photosSection={photosSection} onClose={close} />
        ) : (
          <DialogContent sx={{ display: 'grid', placeItems: 'center', minHeight: 160 }}>
            {isError || profile === null ? (
              <Typography role="alert">{editProfileTexts.loadFailed}</Typography>
            ) : (
              <CircularProgress aria-label={editProfileTexts.loadingProfile} />
            )}
          </DialogContent>
        )}
      </Dialog>
      {/* Beside the modal, not in it: its own layer on top, answered before the modal closes. */}
      <KeepChangesDialog open={closing.asking} onKeepEditing={closing.keepEditing} onKeepDraft={closing.keepDraft} onDiscard={closing.discard} />
    </>
  );
}
