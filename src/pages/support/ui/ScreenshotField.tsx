import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SUPPORT_SCREENSHOT_TYPES } from '@/shared/config';
import { supportTexts as texts } from '../config/texts';

interface ScreenshotFieldProps {
  file: File | null;
  error?: string;
  disabled: boolean;
  onChoose: (file: File) => void;
  onRemove: () => void;
}

// Hidden from sight, not from keyboards and screen readers: the input itself takes the focus.
const hiddenInput = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
const ACCEPT = Object.keys(SUPPORT_SCREENSHOT_TYPES).join(',');

/** An optional screenshot: a label styled as a button around the file input (MUI's pattern), then the file chosen. */
export function ScreenshotField({ file, error, disabled, onChoose, onRemove }: ScreenshotFieldProps) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      {file ? (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, maxWidth: '100%' }}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {file.name}
          </Typography>
          <IconButton size="small" aria-label={texts.removeScreenshot} onClick={onRemove} disabled={disabled}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
      ) : (
        <Button
          component="label"
          role={undefined}
          tabIndex={-1}
          variant="outlined"
          startIcon={<AddPhotoAlternateIcon />}
          disabled={disabled}
          sx={{ '&:focus-within': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
        >
          {texts.screenshot}
          <input
            type="file"
            accept={ACCEPT}
            style={hiddenInput}
            disabled={disabled}
            aria-describedby="support-screenshot-hint"
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              // Cleared, so choosing the same file again after removing it works.
              event.target.value = '';
              if (chosen) onChoose(chosen);
            }}
          />
        </Button>
      )}
      <FormHelperText id="support-screenshot-hint" error={Boolean(error)} aria-live="polite">
        {error ?? texts.screenshotHint}
      </FormHelperText>
    </Stack>
  );
}
