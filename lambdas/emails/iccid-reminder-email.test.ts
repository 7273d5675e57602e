import { buildIccidReminderEmail } from './iccid-reminder-email';

const brand = { name: 'Roamly', fullName: 'Roamly Travel eSIM', colors: { primary: '#2e75b6' } };

describe('buildIccidReminderEmail', () => {
  it('lists every ICCID on file and links the status checker', () => {
    const mail = buildIccidReminderEmail({
      brand,
      to: 'ana@example.com',
      iccids: ['8944000000000000123', '8944000000000000456'],
      shopUrl: 'https://shop.example',
    });
    expect(mail.text).toContain('- 8944000000000000123\n- 8944000000000000456');
    expect(mail.html).toContain('https://shop.example/esim-status');
    expect(mail.subject).toBe('Roamly: Your eSIM ICCID reminder');
  });

  it('says that no eSIM was found and links the shop when the address has none', () => {
    const mail = buildIccidReminderEmail({
      brand,
      to: 'ana@example.com',
      iccids: [],
      shopUrl: 'https://shop.example',
    });
    expect(mail.subject).toBe('Roamly: No eSIM found for this email address');
    expect(mail.text).toContain('Buy an eSIM for your trip: https://shop.example/');
    expect(mail.html).toContain('>Buy eSIM</a>');
    expect(mail.html).toContain('href="https://shop.example/"');
    expect(mail.text).not.toContain('/esim-status');
  });
});
