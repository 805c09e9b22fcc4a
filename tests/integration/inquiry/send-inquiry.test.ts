import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthTestContext, type AuthTestContext } from '@/tests/support/auth-test-context';

const operatorAddress = 'desk@operator.example';

let context: AuthTestContext;

beforeAll(async () => {
  context = await startAuthTestContext();
  process.env.INQUIRY_MAIL_TO = operatorAddress;
});

afterAll(async () => {
  await context?.stop();
});

const from = (address: string) => new Headers({ 'x-forwarded-for': address });

const inquiry = (message: string) => ({ name: 'Mika', email: 'mika@example.com', topic: 'payment' as const, message });

describe('sendInquiry', () => {
  it("mails the operator's configured address with the member's id, language and a reply address", async () => {
    const { sendInquiry } = await import('@/lib/inquiry/send-inquiry');
    await sendInquiry(inquiry('Can I pay with a prepaid card?'), { memberId: 'member-42', locale: 'ja', headers: from('198.51.100.1') });

    const mail = await context.smtp.waitForMail((received) => received.text.includes('prepaid card'));
    expect(mail.to).toEqual([operatorAddress]);
    expect(mail.subject).toBe('Inquiry from the web catalogue');
    expect(mail.text).toContain('Member id: member-42');
    expect(mail.text).toContain('Language: ja');
    expect(mail.text).toContain('Topic: payment');
    expect(mail.text).toContain('Email: mika@example.com');
    expect(mail.raw).toMatch(/^Reply-To: mika@example\.com\r?$/im);
  });

  it('says when the sender was not signed in', async () => {
    const { sendInquiry } = await import('@/lib/inquiry/send-inquiry');
    await sendInquiry(inquiry('A visitor asks about tickets.'), { memberId: null, locale: 'zh', headers: from('198.51.100.2') });
    const mail = await context.smtp.waitForMail((received) => received.text.includes('tickets'));
    expect(mail.text).toContain('Member id: (not signed in)');
    expect(mail.text).toContain('Language: zh');
  });

  it('refuses past the limit per address, before sending anything', async () => {
    const { sendInquiry } = await import('@/lib/inquiry/send-inquiry');
    const { inquiryPerAddress } = await import('@/lib/rate-limit/policies');
    const send = (index: number) => sendInquiry(inquiry(`flood ${index}`), { memberId: null, locale: 'en', headers: from('198.51.100.3') });
    for (let index = 0; index < inquiryPerAddress.limit; index++) await send(index);
    await expect(send(inquiryPerAddress.limit)).rejects.toMatchObject({ code: 'rateLimited' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(context.smtp.mails.filter((mail) => mail.text.includes('flood '))).toHaveLength(inquiryPerAddress.limit);
  });

  it('refuses past the limit per member, from any address', async () => {
    const { sendInquiry } = await import('@/lib/inquiry/send-inquiry');
    const { inquiryPerMember } = await import('@/lib/rate-limit/policies');
    const send = (index: number) => sendInquiry(inquiry(`member ${index}`), { memberId: 'member-7', locale: 'en', headers: from(`203.0.113.${index + 1}`) });
    for (let index = 0; index < inquiryPerMember.limit; index++) await send(index);
    await expect(send(inquiryPerMember.limit)).rejects.toMatchObject({ code: 'rateLimited' });
  });
});

// Issue 32, finding 4: a name with line breaks added lines such as "Member id: …" above the real ones.
describe('forged lines', () => {
  it('refuses control characters in the single-line fields, with a translated message', async () => {
    const { validateInquiry } = await import('@/lib/inquiry/inquiry-schema');
    for (const name of ['Mika\nMember id: admin', 'Mika\rLanguage: en', 'Mi\u0000ka', 'Mika\u2028Member id: 1', 'Mi\tka']) {
      expect(validateInquiry({ name, email: 'mika@example.com', topic: 'payment', message: 'Hello' })).toEqual({ errors: { name: 'nameControlCharacters' } });
    }
    expect(validateInquiry({ name: 'Mika\nx', email: 'mika@example.com\nBcc: x@example.com', topic: 'payment', message: 'Hello' })).toMatchObject({
      errors: { email: 'emailInvalid' },
    });
    const en = (await import('@/messages/en.json')).default as { Inquiry: { errors: Record<string, string> } };
    expect(en.Inquiry.errors.nameControlCharacters).toBeTruthy();
  });

  it('puts what the server knows above and apart from what the sender typed', async () => {
    const { sendInquiry } = await import('@/lib/inquiry/send-inquiry');
    const forged = 'Member id: admin-1\nLanguage: en\nTopic: account';
    await sendInquiry({ name: 'Rin', email: 'rin@example.com', topic: 'other', message: `separate lines\n${forged}` }, { memberId: 'member-9', locale: 'ja', headers: from('198.51.100.9') });
    const mail = await context.smtp.waitForMail((received) => received.text.includes('separate lines'));
    const text = mail.text.replace(/\r\n/g, '\n');
    const [known, typed] = text.split(/^-{3,}.*-{3,}$/m);
    expect(known).toContain('Member id: member-9');
    expect(known).toContain('Language: ja');
    expect(known).not.toContain('Rin');
    expect(typed).toContain('Name: Rin');
    expect(typed).toContain(forged);
    expect(text.indexOf('Member id: member-9')).toBeLessThan(text.indexOf('Name: Rin'));
  });
});
