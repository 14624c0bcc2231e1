import { render, screen } from '@testing-library/react';
import { InputField } from './InputField';

it('is a labelled, described input, required and invalid as asked, as TextField draws it', () => {
  render(<InputField label="Email address" type="email" name="email" required error helperText="Enter a valid email address" />);
  const input = screen.getByRole('textbox', { name: 'Email address' });
  expect(input).toBeRequired();
  expect(input).toBeInvalid();
  expect(input).toHaveAccessibleDescription('Enter a valid email address');
  expect(input).toHaveAttribute('name', 'email');
});
