import type { ReactElement } from 'react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqContent } from './faq-content';
import { TermsContent } from './terms-content';

const renderContent = (ui: ReactElement) =>
  render(<ChakraProvider value={defaultSystem}>{ui}</ChakraProvider>);

describe('FAQ page', () => {
  it('has a four-step installation guide with the Settings path and four questions', () => {
    renderContent(<FaqContent />);
    const guide = screen.getByRole('region', { name: 'Installation Guide' });
    expect(within(guide).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(within(guide).getByText(/Settings > Mobile Data > Add eSIM > Scan QR Code/)).toBeInTheDocument();
    const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    // Native disclosures: they open without the app's code, one at a time.
    const questions = within(faq).getAllByRole('group');
    expect(questions).toHaveLength(4);
    for (const question of questions) {
      expect(question.tagName).toBe('DETAILS');
      expect(question).toHaveAttribute('name', 'faq');
      expect(question).not.toHaveAttribute('open');
    }
    expect(within(faq).getByText('What is an eSIM?').closest('summary')).not.toBeNull();
  });

  it('shows an answer when its question is clicked', async () => {
    renderContent(<FaqContent />);
    const question = screen.getByText('What is an eSIM?').closest('details')!;
    await userEvent.click(within(question).getByText('What is an eSIM?'));
    expect(question).toHaveAttribute('open');
  });
});

describe('Terms page', () => {
  it('has 11 sections, the last-updated date and the validity rules', () => {
    renderContent(<TermsContent brandName="Roamly Travel" />);
    expect(screen.getByText('Last updated: 05-03-2025')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(11);
    expect(screen.getByText(/valid for up to 90 days after your first data use/)).toBeInTheDocument();
    expect(screen.getByText(/must be activated within one year of purchase/)).toBeInTheDocument();
    expect(screen.getByText(/Roamly Travel website/)).toBeInTheDocument();
  });
});
