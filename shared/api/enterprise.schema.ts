import * as z from '../validation/zod';
import { trimmedString } from './common.schema';
import { requiredEmail } from './fields';

/** The 'How can we help you?' choices of the enterprise page (SPEC section 2), in order. */
export const ENTERPRISE_INTERESTS = [
  { value: 'resell', label: 'I want to resell eSIMs' },
  { value: 'white-label', label: 'I want a white-label eSIM solution' },
  { value: 'affiliate', label: 'I want to become an affiliate' },
  { value: 'more-info', label: 'I want more information' },
  { value: 'sales', label: 'I want to talk to sales' },
] as const;
export type EnterpriseInterest = (typeof ENTERPRISE_INTERESTS)[number]['value'];

const interestValues = ENTERPRISE_INTERESTS.map((i) => i.value) as [
  EnterpriseInterest,
  ...EnterpriseInterest[],
];

export const ENTERPRISE_MESSAGES = {
  nameRequired: 'Please enter your name',
  emailRequired: 'Please enter your email address',
  submitted: {
    title: 'Request Submitted',
    description: 'Thank you for your interest! Our team will get back to you shortly.',
  },
  failed: 'We could not send your request. Please try again.',
} as const;

/** POST /api/enterprise/leads: the enterprise contact form (name and e-mail required). */
export const enterpriseLeadRequestSchema = z.object({
  interest: z.enum(interestValues),
  name: trimmedString(120).check(z.minLength(1, ENTERPRISE_MESSAGES.nameRequired)),
  email: requiredEmail(ENTERPRISE_MESSAGES.emailRequired),
  company: z._default(trimmedString(200), ''),
  message: z._default(trimmedString(5000), ''),
});
export type EnterpriseLeadRequest = z.output<typeof enterpriseLeadRequestSchema>;
export const enterpriseLeadResponseSchema = z.object({ id: z.string() });
