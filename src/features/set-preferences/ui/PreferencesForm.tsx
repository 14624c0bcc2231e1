import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useUpdateOwnProfileMutation } from '@/entities/profile';
import { defaultFilters, type DatingFilters } from '../model/filters';
import { savePreferencesWrite } from '../api/preferences-write';
import { preferencesTexts } from '../config/texts';
import { PreferenceFields } from './PreferenceFields';

interface PreferencesFormProps {
  me: string;
  /** The member's saved values: the form starts from them each time the modal opens. */
  saved: DatingFilters;
  onSaved: () => void;
}

export function PreferencesForm({ me, saved, onSaved }: PreferencesFormProps) {
  const [values, setValues] = useState(saved);
  const [savePreferences, { isLoading }] = useUpdateOwnProfileMutation();
  const change = (changes: Partial<DatingFilters>) => setValues((current) => ({ ...current, ...changes }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await savePreferences(savePreferencesWrite(me, values)).unwrap();
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
        <PreferenceFields values={values} onChange={change} />
      </DialogContent>
      <DialogActions>
        {/* SPEC §4: Reset restores the defaults in the form; nothing is saved until Save. */}
        <Button onClick={() => setValues(defaultFilters)}>{preferencesTexts.reset}</Button>
        <Button type="submit" variant="contained" disabled={isLoading}>
          {preferencesTexts.save}
        </Button>
      </DialogActions>
    </form>
  );
}
