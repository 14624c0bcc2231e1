import Box from '@mui/material/Box';
import { act, render, screen } from '@testing-library/react';
import { keepStyles } from '@test/emotion-styles';
import { ThemeModeProvider } from '@/shared/theme';
import { changeLocale } from '../core/locale-store';
import { LocaleProvider } from './LocaleProvider';

// The test reads where a box's margin lands, which only Emotion's rules say.
keepStyles();

// ml: 2 as MUI writes it with CSS variables.
const MARGIN = 'calc(2 * var(--mui-spacing))';

const renderBox = () =>
  render(
    <LocaleProvider>
      <ThemeModeProvider>
        <Box data-testid="box" sx={{ ml: 2, textAlign: 'left' }} />
      </ThemeModeProvider>
    </LocaleProvider>,
  );

describe('LocaleProvider', () => {
  it('mirrors the styles in a right-to-left language: a start margin on the right, text from the right', async () => {
    renderBox();
    expect(getComputedStyle(screen.getByTestId('box')).marginLeft).toBe(MARGIN);
    await act(() => changeLocale('ar'));
    const box = screen.getByTestId('box');
    expect(getComputedStyle(box).marginRight).toBe(MARGIN);
    expect(getComputedStyle(box).marginLeft).toBe('');
    expect(getComputedStyle(box).textAlign).toBe('right');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('back in a left-to-right language, left is left again', async () => {
    renderBox();
    await act(() => changeLocale('ar'));
    await act(() => changeLocale('es'));
    expect(getComputedStyle(screen.getByTestId('box')).marginLeft).toBe(MARGIN);
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });
});
