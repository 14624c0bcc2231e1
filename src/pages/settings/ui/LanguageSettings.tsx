import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useUpdateOwnProfileMutation } from '@/entities/profile';
import { env } from '@/shared/config';
import { LanguageMenu, languageTexts, saveDistanceUnit, savedDistanceUnit, type DistanceUnit } from '@/shared/i18n';
import { localeWrite } from '../api/locale-write';

/**
 * Settings → Language & region: the language, saved to her profile (the database checks the code), and
 * the distance unit, kept on this device (the language's unit unless she picks one).
 */
export function LanguageSettings({ me }: { me: string }) {
  const [save] = useUpdateOwnProfileMutation();
  const [unit, setUnit] = useState<DistanceUnit | 'auto'>(() => savedDistanceUnit() ?? 'auto');
  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
      <LanguageMenu
        withPseudo={env.dev}
        onChange={(locale) =>
          void save(localeWrite(me, locale))
            .unwrap()
            .catch(() => toast.error(languageTexts.saveFailed))
        }
      />
      <TextField
        select
        size="small"
        label={languageTexts.distanceUnit}
        value={unit}
        onChange={(event) => {
          const next = event.target.value as DistanceUnit | 'auto';
          saveDistanceUnit(next === 'auto' ? null : next);
          setUnit(next);
        }}
        sx={{ minWidth: 240 }}
      >
        <MenuItem value="auto">{languageTexts.unitAutomatic}</MenuItem>
        <MenuItem value="kilometer">{languageTexts.unitKilometres}</MenuItem>
        <MenuItem value="mile">{languageTexts.unitMiles}</MenuItem>
      </TextField>
    </Stack>
  );
}
