import { DEFAULT_BRAND, type BrandSettings } from '../../shared/brand/brand';
import type { BrandStore } from '../ports/brand-store';
import { sendingAsBrand } from './brand-sender';
import { RecordingMailer } from './fakes.test-support';

const mail = { to: 'ana@example.com', subject: 'Hi', html: '<p>Hi</p>', text: 'Hi' };

describe('sendingAsBrand', () => {
  it('sends each mail under the brand’s name as it is at that moment', async () => {
    let brand: BrandSettings = DEFAULT_BRAND;
    const brands: BrandStore = { get: async () => brand, put: async () => undefined };
    const inbox = new RecordingMailer();
    const mailer = sendingAsBrand(inbox, brands);

    await mailer.send(mail);
    brand = { ...DEFAULT_BRAND, name: 'Festival Roam' };
    await mailer.send(mail);

    expect(inbox.sent.map((m) => m.fromName)).toEqual(['Roamly', 'Festival Roam']);
  });

  it('leaves a message that names its own sender as it is', async () => {
    const inbox = new RecordingMailer();
    const brands: BrandStore = { get: async () => DEFAULT_BRAND, put: async () => undefined };
    await sendingAsBrand(inbox, brands).send({ ...mail, from: 'Staff <staff@example.com>' });
    expect(inbox.sent[0]).toEqual({ ...mail, from: 'Staff <staff@example.com>' });
  });
});

describe('sendingAsBrand with the brand unreadable', () => {
  it('still sends, under the configured sender', async () => {
    const inbox = new RecordingMailer();
    const brands: BrandStore = {
      get: async () => {
        throw new Error('DynamoDB is down');
      },
      put: async () => undefined,
    };
    await sendingAsBrand(inbox, brands).send(mail);
    expect(inbox.sent).toEqual([mail]);
  });
});
