import Box from '@mui/material/Box';
import { useId } from 'react';
import { languageTexts } from '../core/texts';
import { changeLocale } from '../core/locale-store';
import { isLocale, LOCALE_NAMES, LOCALES, PSEUDO_LOCALE, type Locale } from '../core/locales';
import { useLocale } from './use-locale';

interface LanguageMenuProps {
  /** Called with the new language once it is shown (Settings saves a member's choice to her profile). */
  onChange?: (locale: Locale) => void;
  /** Offers the pseudo-locale too (development builds). */
  withPseudo?: boolean;
}

/**
 * The language menu: the browser's own select, so the public footer pays no menu component for it
 * (docs/performance.md). Each language is named in itself, and marked as such for screen readers.
 */
export function LanguageMenu({ onChange, withPseudo = false }: LanguageMenuProps) {
  const id = useId();
  const locale = useLocale();
  const choices: Locale[] = withPseudo || locale === PSEUDO_LOCALE ? [...LOCALES, PSEUDO_LOCALE] : [...LOCALES];
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <label htmlFor={id}>{languageTexts.label}</label>
      <Box
        component="select"
        id={id}
        value={locale}
        onChange={(event: React.ChangeEvent<HTMLSelectElement>) => {
          const next = event.target.value;
          if (isLocale(next)) void changeLocale(next).then(() => onChange?.(next));
        }}
        sx={{ font: 'inherit', color: 'inherit', bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1, px: 1, py: 0.5 }}
      >
        {choices.map((choice) => (
          <option key={choice} value={choice} lang={choice === PSEUDO_LOCALE ? 'en' : choice}>
            {LOCALE_NAMES[choice]}
          </option>
        ))}
      </Box>
    </Box>
  );
}
