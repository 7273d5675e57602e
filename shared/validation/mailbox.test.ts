import fc from 'fast-check';
import { mailboxOf } from './mailbox';

describe('mailboxOf', () => {
  it.each([
    ['Ada@Example.com', 'ada@example.com'],
    ['  ada@example.com ', 'ada@example.com'],
    ['ada+trip@example.com', 'ada@example.com'],
    ['ada+1+2@example.com', 'ada@example.com'],
    ['a.da@example.com', 'a.da@example.com'],
    ['a.d.a+x@gmail.com', 'ada@gmail.com'],
    ['A.DA@GoogleMail.com', 'ada@gmail.com'],
    ['"ada"@example.com', 'ada@example.com'],
    ['"a.da+x"@gmail.com', 'ada@gmail.com'],
    ['"a\\"da"@example.com', 'a"da@example.com'],
    ['ada@example.com.', 'ada@example.com'],
    ['ada@bücher.de', 'ada@xn--bcher-kva.de'],
    ['+only@example.com', '+only@example.com'],
    ['...@gmail.com', '...@gmail.com'],
    ['not-an-address', 'not-an-address'],
  ])('%s is the mailbox %s', (address, mailbox) => {
    expect(mailboxOf(address)).toBe(mailbox);
  });

  const word = fc.stringMatching(/^[a-z0-9]{1,12}$/);
  const domain = fc.constantFrom('example.com', 'mail.example.org', 'gmail.com');

  it('gives every spelling of one mailbox the same key', () => {
    fc.assert(
      fc.property(word, word, domain, fc.boolean(), fc.boolean(), (user, tag, host, quote, upper) => {
        let local = `${user}+${tag}`;
        if (host === 'gmail.com') local = local.split('').join('.');
        if (quote) local = `"${local}"`;
        const alias = `${local}@${host === 'gmail.com' ? 'googlemail.com' : host}`;
        expect(mailboxOf(upper ? alias.toUpperCase() : alias)).toBe(`${user}@${host}`);
      }),
    );
  });

  it('keeps different mailboxes apart', () => {
    fc.assert(
      fc.property(word, word, domain, (a, b, host) => {
        fc.pre(a !== b);
        expect(mailboxOf(`${a}@${host}`)).not.toBe(mailboxOf(`${b}@${host}`));
      }),
    );
  });

  it('is a key: applying it again changes nothing', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (address) => {
        expect(mailboxOf(mailboxOf(address))).toBe(mailboxOf(address));
      }),
    );
  });
});
