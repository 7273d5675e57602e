import { Checkbox, ChakraProvider, Input, defaultSystem } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { FormField } from './form-field';

const renderField = (field: ReactElement) =>
  render(<ChakraProvider value={defaultSystem}>{field}</ChakraProvider>);

describe('FormField', () => {
  it('labels the control and marks a required field', () => {
    renderField(
      <FormField label="Full Name" required>
        <Input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: /^Full Name/ });
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('says (optional) after the label of an optional field', () => {
    renderField(
      <FormField label="Coupon Code" optional>
        <Input />
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: /^Coupon Code/ })).not.toBeRequired();
    expect(screen.getByText('(optional)')).toBeVisible();
    expect(screen.queryByText('*')).not.toBeInTheDocument();
  });

  it('shows the error, marks the control invalid and points it to the message', () => {
    renderField(
      <FormField label="Email Address" required error="Please enter a valid email address">
        <Input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: /^Email Address/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleErrorMessage('Please enter a valid email address');
  });

  it('shows no message while the field is valid, and the helper text as the description', () => {
    renderField(
      <FormField label="ICCID" helperText="The 19 or 20 digits on your eSIM card" error={null}>
        <Input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'ICCID' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('The 19 or 20 digits on your eSIM card');
  });

  it('puts an action beside the label', () => {
    renderField(
      <FormField label="ICCID" labelEnd={<button type="button">Forgot ICCID?</button>}>
        <Input />
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'ICCID' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forgot ICCID?' })).toBeInTheDocument();
  });

  it('carries the error of a control that labels itself', () => {
    renderField(
      <FormField error="You must accept the terms and conditions">
        <Checkbox.Root>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>I accept the terms and conditions</Checkbox.Label>
        </Checkbox.Root>
      </FormField>,
    );
    expect(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' })).toBeInTheDocument();
    expect(screen.getByText('You must accept the terms and conditions')).toBeVisible();
  });
});
