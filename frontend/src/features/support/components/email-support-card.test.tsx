import { screen } from '@testing-library/react';
import { renderPage } from '@/testing/render-page';
import { EmailSupportCard, supportAddress } from './email-support-card';

describe('email support card', () => {
  it('links to the mailbox named after the brand', () => {
    renderPage(<EmailSupportCard brandName="Roamly" />);
    expect(screen.getByRole('link', { name: 'support@roamly.example' })).toHaveAttribute(
      'href',
      'mailto:support@roamly.example',
    );
  });

  it('keeps only letters and digits of the brand in the address', () => {
    expect(supportAddress('Sky Roam 24!')).toBe('support@skyroam24.example');
  });
});
