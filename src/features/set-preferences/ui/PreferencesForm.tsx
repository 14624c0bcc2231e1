import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useEntitlement } from '@/entities/plan';
import { useUpdateOwnProfileMutation } from '@/entities/profile';
import { defaultFilters, type DatingFilters } from '../model/filters';
import { savePreferencesWrite } from '../api/preferences-write';
import { preferencesTexts } from '../config/texts';
import { MoreFiltersLock } from './MoreFiltersLock';
import { PreferenceFields } from './PreferenceFields';

interface PreferencesFormProps {
  me: string;
  /** The member's saved values: the form starts from them each time the modal opens. */
  saved: DatingFilters;
  onSaved: () => void;
  /** She leaves for /pricing from the lock on the filters her plan lacks. */
  onUpgrade: () => void;
}

/** The basic filters of every plan: what Reset puts back when the others are locked. */
const basicDefaults = (values: DatingFilters): DatingFilters => ({
  ...values,
  ageRange: defaultFilters.ageRange,
  distance: defaultFilters.distance,
  gender: defaultFilters.gender,
  relationshipGoals: defaultFilters.relationshipGoals,
});

export function PreferencesForm({ me, saved, onSaved, onUpgrade }: PreferencesFormProps) {
  const [values, setValues] = useState(saved);
  // Until her plan is known the other filters stay locked; the database decides either way.
  const { entitled, includedIn } = useEntitlement(me, 'all_filters');
  const allFilters = entitled === true;
  const [savePreferences, { isLoading }] = useUpdateOwnProfileMutation();
  const change = (changes: Partial<DatingFilters>) => setValues((current) => ({ ...current, ...changes }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await savePreferences(savePreferencesWrite(me, values, allFilters)).unwrap();
      toast.success(preferencesTexts.saved);
      onSaved();
    } catch {
      // supabaseQuery has logged the cause; SPEC §8 has one message for every failure here.
      toast.error(preferencesTexts.saveFailed);
    }
  };

  return (
    <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
      <DialogContent dividers>
        <PreferenceFields
          values={values}
          onChange={change}
          locked={!allFilters}
          lockNotice={entitled === false && <MoreFiltersLock includedIn={includedIn} onUpgrade={onUpgrade} />}
        />
      </DialogContent>
      <DialogActions>
        {/* SPEC §4: Reset restores the defaults in the form; nothing is saved until Save. */}
        <Button onClick={() => setValues(allFilters ? defaultFilters : basicDefaults)}>{preferencesTexts.reset}</Button>
        <Button type="submit" variant="contained" disabled={isLoading}>
          {preferencesTexts.save}
        </Button>
      </DialogActions>
    </form>
  );
}
