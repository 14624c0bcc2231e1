import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { act, render, screen } from '@testing-library/react';
import { keepStyles } from '@test/emotion-styles';
import { changeLocale, LocaleProvider } from '@/shared/i18n';
import { ThemeModeProvider } from '@/shared/theme';
import { mirroredInRtl } from './mirrored-in-rtl';

// Where the arrow points is only in Emotion's rules.
keepStyles();

it('turns a back arrow around in Arabic, and back again in Spanish', async () => {
  render(
    <LocaleProvider>
      <ThemeModeProvider>
        <ArrowBackIcon data-testid="back" sx={mirroredInRtl} />
      </ThemeModeProvider>
    </LocaleProvider>,
  );
  expect(getComputedStyle(screen.getByTestId('back')).transform).toBe('');
  await act(() => changeLocale('ar'));
  expect(getComputedStyle(screen.getByTestId('back')).transform).toBe('scaleX(-1)');
  await act(() => changeLocale('es'));
  expect(getComputedStyle(screen.getByTestId('back')).transform).toBe('');
});
