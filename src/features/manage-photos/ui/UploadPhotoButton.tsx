import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import Button from '@mui/material/Button';
import { photoTexts } from '../config/texts';

interface UploadPhotoButtonProps {
  disabled: boolean;
  onFile: (file: File) => void;
}

// Hidden from sight, not from keyboards and screen readers: the input itself takes the focus.
const hiddenInput = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/**
 * A label styled as a button around the file input (MUI's pattern): not a button itself, which would
 * nest one control in another. The chosen file is checked before anything is read or sent.
 */
export function UploadPhotoButton({ disabled, onFile }: UploadPhotoButtonProps) {
  return (
    <Button
      component="label"
      role={undefined}
      tabIndex={-1}
      variant="outlined"
      startIcon={<AddPhotoAlternateIcon />}
      disabled={disabled}
      sx={{ '&:focus-within': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
    >
      {photoTexts.upload}
      <input
        type="file"
        accept="image/*"
        style={hiddenInput}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so choosing the same file again uploads it again.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </Button>
  );
}
