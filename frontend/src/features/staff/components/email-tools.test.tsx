import { screen } from '@testing-library/react';
import { createFakeAuthClient } from '@/testing/fake-auth-client';
import { apiError, fakeRoute } from '@/testing/mocks/contract';
import { addUser, db } from '@/testing/mocks/db';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/render';
import { EmailTestForm } from './email-test-form';
import { IccidReminderComposer } from './iccid-reminder-composer';

vi.setConfig({ testTimeout: 20_000 });

const asAdmin = () => {
  addUser({ email: 'ops@example.com', accountType: 'own-admin' });
  return { auth: createFakeAuthClient({ signedInAs: 'ops@example.com' }) };
};
const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('/emailtest', () => {
  async function fill(user: ReturnType<typeof renderWithProviders>['user']) {
    await user.type(field('To'), 'qa@example.com');
    await user.type(field('Subject'), 'Hello');
    await user.type(field('HTML content'), '<p>Hi</p>');
    await user.click(screen.getByRole('button', { name: 'Send Test Email' }));
  }

  it("says 'Missing Information' and sends nothing without To, Subject or content", async () => {
    const { user } = renderWithProviders(<EmailTestForm />, asAdmin());
    await user.type(field('To'), 'qa@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Test Email' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(db.sentMail).toHaveLength(0);
  });

  it('sends From, To, Subject and HTML content through the server', async () => {
    const { user } = renderWithProviders(<EmailTestForm />, asAdmin());
    await fill(user);
    expect(await screen.findByText('Email Sent')).toBeInTheDocument();
    expect(db.sentMail).toEqual([{ to: 'qa@example.com', subject: 'Hello' }]);
  });

  it("says 'Failed to send email' when the mailer refused it", async () => {
    server.use(
      fakeRoute('send-test-email', () => ({ json: { success: false, error: 'Failed to send email' } })),
    );
    const { user } = renderWithProviders(<EmailTestForm />, asAdmin());
    await fill(user);
    expect(await screen.findAllByText('Failed to send email')).not.toHaveLength(0);
  });

  it("says 'Function error: ...' when the call itself failed", async () => {
    server.use(fakeRoute('send-test-email', () => apiError(500, 'internal_error', 'Server down')));
    const { user } = renderWithProviders(<EmailTestForm />, asAdmin());
    await fill(user);
    expect(await screen.findByText('Function error: Server down')).toBeInTheDocument();
  });
});

describe('/mailchimp-api', () => {
  it('has the three tabs and needs a recipient before sending', async () => {
    const { user } = renderWithProviders(<IccidReminderComposer />, asAdmin());
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Message Content',
      'Sender Settings',
      'Recipient',
    ]);
    await user.click(screen.getByRole('button', { name: 'Send Reminder' }));
    expect(await screen.findByText('Please enter a recipient')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Recipient' })).toHaveAttribute('aria-selected', 'true');
    expect(db.sentMail).toHaveLength(0);
  });

  it("sends the reminder and shows the server's message and ICCID count", async () => {
    addUser({ email: 'ada@example.com', iccids: ['8944000000000000123', '8944000000000000456'] });
    const { user } = renderWithProviders(<IccidReminderComposer />, asAdmin());
    await user.click(screen.getByRole('tab', { name: 'Recipient' }));
    await user.type(field('Recipient email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reminder' }));
    expect(await screen.findByText('ICCID reminder sent with 2 ICCIDs (ICCIDs: 2)')).toBeInTheDocument();
    expect(db.sentMail).toEqual([{ to: 'ada@example.com', subject: 'Your eSIM ICCID' }]);
  });

  it('says when the recipient has no eSIM', async () => {
    const { user } = renderWithProviders(<IccidReminderComposer />, asAdmin());
    await user.click(screen.getByRole('tab', { name: 'Recipient' }));
    await user.type(field('Recipient email'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reminder' }));
    expect(await screen.findByText('No eSIM found for this email address (ICCIDs: 0)')).toBeInTheDocument();
  });
});
