import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import type { ProfilePhoto } from '@/entities/profile';
import { AVATAR_PHOTO_WIDTHS, photoSources } from '@/shared/lib';
import { photoTexts } from '../config/texts';

/** The thumbnail's width, for the browser's pick among the photo's sizes. */
const THUMBNAIL_SIZES = '96px';

interface DeletePhotoDialogProps {
  /** The photo to delete; null keeps the dialog closed. */
  photo: ProfilePhoto | null;
  /** Whether another photo would take the primary place (the database promotes the next one). */
  othersLeft: boolean;
  onCancel: () => void;
  onDelete: (photo: ProfilePhoto) => void;
}

/** 'Delete this photo?' with the photo itself, Cancel (focused, what Enter or Escape does) and Delete. */
export function DeletePhotoDialog({ photo, othersLeft, onCancel, onDelete }: DeletePhotoDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  // The last photo asked about stays drawn while the dialog fades out after an answer.
  const [shown, setShown] = useState(photo);
  if (photo && photo !== shown) setShown(photo);
  return (
    <Dialog open={photo !== null} onClose={onCancel} aria-labelledby={titleId} aria-describedby={bodyId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{photoTexts.deleteTitle}</DialogTitle>
      <DialogContent>
        {/* Decorative: the title says what it is; it shows which photo the member picked. */}
        {shown && <Box component="img" {...photoSources(shown.url, AVATAR_PHOTO_WIDTHS, THUMBNAIL_SIZES)} alt="" sx={{ display: 'block', width: 96, aspectRatio: '4 / 5', objectFit: 'cover', borderRadius: 1, mb: 2 }} />}
        <DialogContentText id={bodyId}>{shown?.isPrimary && othersLeft ? photoTexts.deletePrimaryBody : photoTexts.deleteBody}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          {photoTexts.cancel}
        </Button>
        <Button variant="contained" color="error" onClick={() => photo && onDelete(photo)}>
          {photoTexts.delete}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
