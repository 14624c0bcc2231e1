import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { PlanLimitAlert, useMyPlanLimits } from '@/entities/plan';
import { useGetOwnProfileQuery, type ProfilePhoto } from '@/entities/profile';
import { selectSessionUser } from '@/entities/session';
import { PHOTO_CAP } from '@/shared/config';
import { useAppSelector } from '@/shared/redux';
import { photoTexts } from '../config/texts';
import { usePhotoActions } from '../model/use-photo-actions';
import { usePhotoUpload } from '../model/use-photo-upload';
import { DeletePhotoDialog } from './DeletePhotoDialog';
import { PhotoTile } from './PhotoTile';
import { UploadPhotoButton } from './UploadPhotoButton';
import { UploadProgressBar } from './UploadProgressBar';

interface PhotoManagerProps {
  /** Before 'Upgrade Plan' leaves for /pricing: the dialog this sits in closes. */
  onUpgradePlan?: () => void;
}

/** The member's photos: upload, choose the primary (the card photo), reorder, delete. */
export function PhotoManager({ onUpgradePlan }: PhotoManagerProps) {
  const me = useAppSelector(selectSessionUser)?.id ?? '';
  const { data: profile } = useGetOwnProfileQuery(me || skipToken);
  const photos = profile?.photos ?? [];
  const { progress, uploadFile, planLimit, dismissPlanLimit } = usePhotoUpload(me);
  const { makePrimary, deletePhoto, move, busy } = usePhotoActions(me, photos);
  // Her plan's number (docs/plans.md); the database refuses one more whatever this says.
  const maxPhotos = useMyPlanLimits(me || undefined)?.maxPhotos ?? PHOTO_CAP;
  const full = photos.length >= maxPhotos;
  // Dragging is for pointers; the arrows do the same from a keyboard.
  const [dragged, setDragged] = useState<number | null>(null);
  // A deleted photo and its file are gone for good: the member confirms first.
  const [toDelete, setToDelete] = useState<ProfilePhoto | null>(null);

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {`Up to ${maxPhotos} photos (${photos.length} of ${maxPhotos}). Your primary photo is the one on your card.`}
      </Typography>
      {photos.length > 0 && (
        <Box component="ul" aria-label={photoTexts.yourPhotos} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}>
          {photos.map((photo, index) => (
            <li
              key={photo.id}
              draggable={!photo.isPrimary && !busy}
              onDragStart={() => setDragged(index)}
              onDragEnd={() => setDragged(null)}
              onDragOver={(event) => {
                if (dragged !== null && !photo.isPrimary) event.preventDefault();
              }}
              onDrop={() => {
                if (dragged !== null) move(dragged, index);
                setDragged(null);
              }}
            >
              <PhotoTile
                photo={photo}
                number={index + 1}
                canMoveEarlier={index > 0 && !photos[index - 1].isPrimary}
                canMoveLater={index < photos.length - 1}
                disabled={busy}
                onMakePrimary={() => void makePrimary(photo.id)}
                onDelete={() => setToDelete(photo)}
                onMoveEarlier={() => move(index, index - 1)}
                onMoveLater={() => move(index, index + 1)}
              />
            </li>
          ))}
        </Box>
      )}
      <DeletePhotoDialog
        photo={toDelete}
        othersLeft={photos.length > 1}
        onCancel={() => setToDelete(null)}
        onDelete={(photo) => {
          setToDelete(null);
          void deletePhoto(photo.id);
        }}
      />
      {planLimit && <PlanLimitAlert message={planLimit} onUpgrade={onUpgradePlan} onClose={dismissPlanLimit} />}
      {progress !== null && <UploadProgressBar progress={progress} />}
      <Box>
        <UploadPhotoButton disabled={full || progress !== null || !me} onFile={(file) => void uploadFile(file)} />
      </Box>
    </Stack>
  );
}
