import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { AVATAR_PHOTO_WIDTHS, photoSources } from '@/shared/lib';
import { memberProfileTexts as texts } from '../config/texts';
import type { ProfilePhoto } from '../model/profile';

const THUMBNAIL_WIDTH = 64;

interface PhotoThumbnailsProps {
  photos: readonly ProfilePhoto[];
  /** The index of the photo shown large. */
  shown: number;
  onShow: (index: number) => void;
}

/** A row of buttons, one per photo; the button of the photo shown large is marked current. */
export function PhotoThumbnails({ photos, shown, onShow }: PhotoThumbnailsProps) {
  const count = photos.length;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <ButtonBase
            aria-label={texts.showPhoto(index + 1, count)}
            aria-current={index === shown ? 'true' : undefined}
            onClick={() => onShow(index)}
            sx={{
              width: THUMBNAIL_WIDTH,
              height: (THUMBNAIL_WIDTH * 5) / 4,
              borderRadius: 1,
              overflow: 'hidden',
              outline: index === shown ? 2 : 0,
              outlineColor: 'primary.main',
              outlineOffset: 2,
              '&.Mui-focusVisible': { outline: 3, outlineColor: 'primary.main' },
            }}
          >
            {/* The button's label says which photo it shows: the picture itself is decoration here. */}
            <Box
              component="img"
              {...photoSources(photo.url, AVATAR_PHOTO_WIDTHS, `${THUMBNAIL_WIDTH}px`)}
              alt=""
              sx={{ width: 1, height: 1, objectFit: 'cover' }}
            />
          </ButtonBase>
        </li>
      ))}
    </Box>
  );
}
