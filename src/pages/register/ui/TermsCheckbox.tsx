import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { routes } from '@/shared/config';
import { withSlots } from '@/shared/i18n';
import { registerTexts as texts } from '../config/texts';

interface TermsCheckboxProps {
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
}

export function TermsCheckbox({ checked, error, onChange }: TermsCheckboxProps) {
  return (
    <FormControl error={Boolean(error)}>
      <FormControlLabel
        control={<Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)} name="acceptedTerms" />}
        label={withSlots(texts.agree, [
          <Link key="terms" component={RouterLink} to={routes.terms}>
            {texts.termsOfService}
          </Link>,
          <Link key="privacy" component={RouterLink} to={routes.privacy}>
            {texts.privacyPolicy}
          </Link>,
        ])}
      />
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
