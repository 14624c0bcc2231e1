import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DeleteIcon from '@mui/icons-material/Delete';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import type { ProfilePhoto } from '@/entities/profile';
import { CARD_PHOTO_WIDTHS, photoSources } from '@/shared/lib';
import { photoTexts as texts } from '../config/texts';
import { mirroredInRtl } from '@/shared/ui';

/** A tile's width: PhotoManager's grid columns are 150 px at least, ~180 px in Edit Profile's dialog. */
const TILE_SIZES = '180px';

interface PhotoTileProps {
  photo: ProfilePhoto;
  /** 1-based, as the member counts. */
  number: number;
  canMoveEarlier: boolean;
  canMoveLater: boolean;
  disabled: boolean;
  onMakePrimary: () => void;
  onDelete: () => void;
  onMoveEarlier: () => void;
  onMoveLater: () => void;
}

export function PhotoTile({ photo, number, canMoveEarlier, canMoveLater, disabled, ...on }: PhotoTileProps) {
  return (
    <Box component="figure" sx={{ m: 0, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
      <Box sx={{ position: 'relative' }}>
        <Box component="img" {...photoSources(photo.url, CARD_PHOTO_WIDTHS, TILE_SIZES)} alt={photo.isPrimary ? texts.primaryPhoto : texts.photo(number)} sx={{ display: 'block', width: '100%', aspectRatio: '4 / 5', objectFit: 'cover' }} />
        {photo.isPrimary && <Chip label={texts.primary} color="primary" size="small" icon={<StarIcon />} sx={{ position: 'absolute', top: 8, left: 8 }} />}
      </Box>
      <Box component="figcaption" sx={{ display: 'flex', justifyContent: 'space-between' }}>
        {photo.isPrimary ? (
          <span />
        ) : (
          <Box>
            <IconButton size="small" aria-label={texts.moveEarlier(number)} disabled={disabled || !canMoveEarlier} onClick={on.onMoveEarlier}>
              <ArrowBackIcon fontSize="small" sx={mirroredInRtl} />
            </IconButton>
            <IconButton size="small" aria-label={texts.moveLater(number)} disabled={disabled || !canMoveLater} onClick={on.onMoveLater}>
              <ArrowForwardIcon fontSize="small" sx={mirroredInRtl} />
            </IconButton>
            <IconButton size="small" aria-label={texts.makePrimary(number)} disabled={disabled} onClick={on.onMakePrimary}>
              <StarBorderIcon fontSize="small" />
            </IconButton>
          </Box>
        )}
        <IconButton size="small" aria-label={photo.isPrimary ? texts.deletePrimary : texts.deletePhoto(number)} disabled={disabled} onClick={on.onDelete}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Box>
    </Box>
  );
}
