import { brandedMail } from '../../../src/server/mail/branded';

describe('brandedMail (every outgoing mail)', () => {
  const message = {
    to: 'maya.thompson@example.com',
    subject: 'Your verification code',
    text: 'Hello,\n\nYour verification code is: 123456\n',
    html: '<!doctype html><html><body style="x"><p>Hello,</p><p>123456</p></body></html>',
  };

  it('signs the text with the brand once', () => {
    const once = brandedMail(message, 'Nestwell');
    expect(once.text).toBe('Hello,\n\nYour verification code is: 123456\n\n— Nestwell');
    expect(brandedMail(once, 'Nestwell').text).toBe(once.text);
  });

  it('puts the HTML body under a header bar with the brand, escaped', () => {
    const html = brandedMail(message, 'Casa & Co <Renters>').html!;
    expect(html).toContain('Casa &#38; Co &#60;Renters&#62;</div>');
    expect(html).toContain('<p>Hello,</p><p>123456</p>');
    expect(html.match(/<body/g)).toHaveLength(1);
  });

  it('keeps a text-only message text-only, and the rest of it untouched', () => {
    const plain = brandedMail({ to: 'a@example.com', subject: 'S', text: 'T' }, 'Nestwell');
    expect(plain).toEqual({ to: 'a@example.com', subject: 'S', text: 'T\n\n— Nestwell' });
  });
});
