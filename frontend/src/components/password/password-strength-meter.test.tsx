import { render, screen, within } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { PasswordStrengthMeter } from './password-strength-meter';

function renderMeter(password: string) {
  render(
    <ChakraProvider value={defaultSystem}>
      <PasswordStrengthMeter password={password} />
    </ChakraProvider>,
  );
  const meter = screen.getByTestId('password-strength');
  const met = within(meter)
    .getAllByRole('listitem')
    .filter((item) => item.dataset['met'] === 'true')
    .map((item) => item.textContent?.replace(/^\W+|\s*\(met\)$/g, ''));
  return { meter, met };
}

describe('password strength meter', () => {
  it.each([
    ['abcdefgh', 'Weak', ['At least 8 characters', 'A lowercase letter']],
    ['abcDEF1', 'Medium', ['A lowercase letter', 'An uppercase letter', 'A number']],
    [
      'abcdEFG1',
      'Medium',
      ['At least 8 characters', 'A lowercase letter', 'An uppercase letter', 'A number'],
    ],
    [
      'Tr@vel2026',
      'Strong',
      ['At least 8 characters', 'A lowercase letter', 'An uppercase letter', 'A number', 'A symbol'],
    ],
  ])('rates %j %s, ticking the criteria it meets', (password, level, criteria) => {
    const { meter, met } = renderMeter(password);
    expect(within(meter).getByText(level)).toBeInTheDocument();
    expect(met).toEqual(criteria);
  });

  it('hints to mix letters, numbers and symbols', () => {
    const { meter } = renderMeter('a');
    expect(meter).toHaveTextContent('Use a mix of letters, numbers and symbols for a stronger password.');
  });
});
