import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useState, type KeyboardEvent } from 'react';
import { GALLERY_PHOTO_WIDTHS, photoSources } from '@/shared/lib';
import type { ProfilePhoto } from '../model/profile';
import { PhotoThumbnails } from './PhotoThumbnails';
import { memberProfileTexts as texts } from '../config/texts';
import { mirroredInRtl } from '@/shared/ui';

// The profile page's photo column: the page's width on a phone or tablet, 5/12 of 900 px above.
const GALLERY_PHOTO_SIZES = '(max-width: 899px) calc(100vw - 32px), 360px';

interface ProfilePhotoGalleryProps {
  photos: readonly ProfilePhoto[];
  /** Whose photos: the text alternatives name them. */
  name: string;
}

/** Every photo of a profile, primary first: one large, the others as thumbnails; arrow keys browse. */
export function ProfilePhotoGallery({ photos, name }: ProfilePhotoGalleryProps) {
  const [index, setIndex] = useState(0);
  const count = photos.length;
  const shown = Math.min(index, count - 1);
  const step = (by: number) => setIndex((shown + by + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
  };
  if (count === 0) return null;
  const photo = photos[shown];
  return (
    <Box component="section" aria-label={texts.photosOf(name)} onKeyDown={count > 1 ? onKeyDown : undefined} sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ position: 'relative', borderRadius: 2, overflow: 'hidden', bgcolor: 'action.hover', aspectRatio: '4 / 5' }}>
        <Box component="img" {...photoSources(photo.url, GALLERY_PHOTO_WIDTHS, GALLERY_PHOTO_SIZES)} alt={texts.photoOfCount(shown + 1, count, name)} sx={{ width: 1, height: 1, objectFit: 'cover', display: 'block' }} />
        {count > 1 && (
          <>
            <IconButton aria-label={texts.previousPhoto} onClick={() => step(-1)} sx={arrowSx('left')}>
              <ChevronLeftIcon sx={mirroredInRtl} />
            </IconButton>
            <IconButton aria-label={texts.nextPhoto} onClick={() => step(1)} sx={arrowSx('right')}>
              <ChevronRightIcon sx={mirroredInRtl} />
            </IconButton>
          </>
        )}
      </Box>
      {count > 1 && <PhotoThumbnails photos={photos} shown={shown} onShow={setIndex} />}
    </Box>
  );
}

const arrowSx = (side: 'left' | 'right') => ({
  position: 'absolute',
  top: '50%',
  [side]: 8,
  transform: 'translateY(-50%)',
  bgcolor: 'background.paper',
  '&:hover': { bgcolor: 'background.paper' },
});
