import { Field, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type FormFieldProps = Omit<Field.RootProps, 'invalid' | 'required' | 'children' | 'label'> & {
  /** The visible label; leave out when the control labels itself (a checkbox). */
  label?: ReactNode;
  /** Marks the label with the required indicator and the control as required. */
  required?: boolean;
  /** Says '(optional)' after the label of a field that may stay empty. */
  optional?: boolean;
  /** The field's message; while set the field is invalid and the control points to it. */
  error?: string | null | undefined;
  /** A description under the control (hint or live status), linked to the control. */
  helperText?: ReactNode;
  /** Beside the label, e.g. a 'Forgot ICCID?' link. */
  labelEnd?: ReactNode;
  /** The control: an Input, Textarea, NativeSelect or Checkbox. */
  children: ReactNode;
};

/**
 * One form field: label with required marker or '(optional)', the control, helper text and the
 * error message, wired together for assistive tech by Chakra's Field. Every form builds its fields
 * with it instead of repeating that markup.
 */
export function FormField({
  label,
  required = false,
  optional = false,
  error,
  helperText,
  labelEnd,
  children,
  ...rootProps
}: FormFieldProps) {
  const labelElement = label !== undefined && (
    <Field.Label>
      {label}
      <Field.RequiredIndicator
        fallback={
          optional && (
            <Text as="span" color="fg.muted">
              (optional)
            </Text>
          )
        }
      />
    </Field.Label>
  );
  return (
    <Field.Root required={required} invalid={Boolean(error)} {...rootProps}>
      {labelEnd === undefined ? (
        labelElement
      ) : (
        <HStack justify="space-between" width="full">
          {labelElement}
          {labelEnd}
        </HStack>
      )}
      {children}
      {helperText !== undefined && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
