import CloseIcon from '@mui/icons-material/Close';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useId } from 'react';
import { useGetOwnProfileQuery } from '@/entities/profile';
import { selectSessionUser } from '@/entities/session';
import { useAppDispatch, useAppSelector } from '@/shared/redux';
import { preferencesTexts } from '../config/texts';
import { filtersFromPreferences } from '../lib/filters-from-preferences';
import { closePreferences } from '../model/preferences-slice';
import { PreferencesForm } from './PreferencesForm';

/** SPEC §2 and §4: the 'Dating Preferences' modal, filled with the member's saved values. */
export function PreferencesModal({ open }: { open: boolean }) {
  const dispatch = useAppDispatch();
  const titleId = useId();
  const user = useAppSelector(selectSessionUser);
  const { data: profile, isError } = useGetOwnProfileQuery(user?.id ?? skipToken);
  const close = () => dispatch(closePreferences());

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="md" scroll="paper">
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {preferencesTexts.title}
      </DialogTitle>
      <IconButton aria-label={preferencesTexts.close} onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      {user && profile ? (
        <PreferencesForm me={user.id} saved={filtersFromPreferences(profile.preferences)} onSaved={close} onUpgrade={close} />
      ) : (
        <DialogContent sx={{ display: 'grid', placeItems: 'center', minHeight: 160 }}>
          {isError || profile === null ? (
            <Typography role="alert">{preferencesTexts.loadFailed}</Typography>
          ) : (
            <CircularProgress aria-label={preferencesTexts.loading} />
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
