import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { PROFILE_CHOICES, type ProfileChoice } from '@/shared/config';
import { choiceLabel } from '@/shared/lib';
import { editProfileTexts } from '../config/texts';

type Goal = ProfileChoice<'relationship_goal'>;

interface RelationshipGoalsFieldProps {
  selected: Goal[];
  onChange: (goals: Goal[]) => void;
}

/** SPEC §5: relationship goals are a multi-select of the listed options. */
export function RelationshipGoalsField({ selected, onChange }: RelationshipGoalsFieldProps) {
  // Kept in the list's order, whatever order they were ticked in.
  const toggle = (goal: Goal, on: boolean) =>
    onChange(PROFILE_CHOICES.relationship_goal.filter((item) => (item === goal ? on : selected.includes(item))));
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">{editProfileTexts.lookingFor}</FormLabel>
      <FormGroup>
        {PROFILE_CHOICES.relationship_goal.map((goal) => (
          <FormControlLabel
            key={goal}
            label={choiceLabel(goal)}
            control={<Checkbox checked={selected.includes(goal)} onChange={(event) => toggle(goal, event.target.checked)} />}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
