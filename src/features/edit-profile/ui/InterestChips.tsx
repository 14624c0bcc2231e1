import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import { MIN_INTERESTS, PROFILE_CHOICES, type Interest } from '@/shared/config';
import { choiceLabel } from '@/shared/lib';
import { editProfileTexts } from '../config/texts';

interface InterestChipsProps {
  selected: Interest[];
  onChange: (interests: Interest[]) => void;
}

/** The 25 SPEC interests as toggles; fewer than three only shows a hint, it never blocks saving. */
export function InterestChips({ selected, onChange }: InterestChipsProps) {
  const toggle = (interest: Interest) =>
    onChange(selected.includes(interest) ? selected.filter((item) => item !== interest) : [...selected, interest]);
  return (
    <>
      <Box role="group" aria-label={editProfileTexts.interests} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {PROFILE_CHOICES.interest.map((interest) => {
          const on = selected.includes(interest);
          return (
            <Chip
              key={interest}
              // The stored English code, read in the member's language.
              label={choiceLabel(interest)}
              onClick={() => toggle(interest)}
              aria-pressed={on}
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
            />
          );
        })}
      </Box>
      <FormHelperText>
        {selected.length < MIN_INTERESTS ? editProfileTexts.interestsHint : editProfileTexts.interestsSelected(selected.length)}
      </FormHelperText>
    </>
  );
}
