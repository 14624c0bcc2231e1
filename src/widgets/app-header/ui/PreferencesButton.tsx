import TuneIcon from '@mui/icons-material/Tune';
import IconButton from '@mui/material/IconButton';
import { openPreferences } from '@/features/set-preferences';
import { useAppDispatch } from '@/shared/redux';
import { appHeaderTexts as texts } from '../config/texts';

/** The filter button: opens the Dating Preferences modal (mounted once in the signed-in frame). */
export function PreferencesButton() {
  const dispatch = useAppDispatch();
  return (
    <IconButton color="inherit" aria-label={texts.preferences} title={texts.preferences} aria-haspopup="dialog" onClick={() => dispatch(openPreferences())}>
      <TuneIcon />
    </IconButton>
  );
}
