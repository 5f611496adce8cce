import { describe, expect, it } from 'vitest';
import { Mailbox, mailboxPage } from './mailbox.ts';

describe('the local mailbox', () => {
  it('lists newest first, filtered by recipient in any case', () => {
    const mailbox = new Mailbox();
    mailbox.send({ to: 'a@example.co.uk', subject: 'One', text: '', links: [] });
    mailbox.send({ to: 'b@example.co.uk', subject: 'Two', text: '', links: [] });
    mailbox.send({ to: 'A@example.co.uk', subject: 'Three', text: '', links: [] });
    expect(mailbox.list().map((m) => m.subject)).toEqual(['Three', 'Two', 'One']);
    expect(mailbox.list('a@EXAMPLE.co.uk').map((m) => m.subject)).toEqual(['Three', 'One']);
  });

  it('escapes every value on its page and links only http(s) addresses', () => {
    const mailbox = new Mailbox();
    mailbox.send({
      to: `<img src=x onerror=alert(1)>"'&@example.co.uk`,
      subject: '</title><script>alert(1)</script>',
      text: 'Body <b>bold</b>',
      links: [
        {
          label: 'Reset <Password>',
          url: 'http://127.0.0.1:54321/auth/v1/verify?token=a&type=recovery"><x',
        },
        { label: 'Bad', url: 'javascript:alert(1)' },
      ],
    });
    const reply = mailboxPage(mailbox.list());
    const html = String(reply.body);
    expect(html).not.toMatch(/<script>|<img|<b>|<x|href="javascript/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;&quot;&#39;&amp;@example.co.uk');
    expect(html).toContain('Reset &lt;Password&gt;');
    expect(html).toContain(
      'href="http://127.0.0.1:54321/auth/v1/verify?token=a&amp;type=recovery%22%3E%3Cx"',
    );
    expect(html).toContain('Bad <code>javascript:alert(1)</code>');
    expect(reply.headers?.['Content-Security-Policy']).toMatch(/default-src 'none'/);
    expect(reply.headers?.['Content-Security-Policy']).not.toContain('unsafe-inline');
  });
});
