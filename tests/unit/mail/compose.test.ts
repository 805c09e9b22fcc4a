import { describe, expect, it } from 'vitest';
import { composeMail } from '@/lib/mail/compose';

// Issue 32, finding 4, below the form: whatever reaches a one-line param of a mail stays on its line.
describe('composeMail', () => {
  it.each(['en', 'ja', 'zh'] as const)('keeps one-line params on one line and the message as written (%s)', (locale) => {
    const params = { topic: 'other', name: 'Rin\r\nMember id: admin-1\u2028x', email: 'rin@example.com', memberId: null, language: 'en', message: 'line one\nline two' };
    const { text } = composeMail('inquiry', locale, 'desk@operator.example', params);
    expect(text).not.toMatch(/^Member id: admin-1/m);
    expect(text).toContain('Rin  Member id: admin-1 x');
    expect(text).toContain('line one\nline two');
  });
});
