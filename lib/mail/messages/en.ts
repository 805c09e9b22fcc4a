import type { MailMessages } from './types';

export const en: MailMessages = {
  verifyEmail: {
    subject: 'Confirm your email address',
    text: ({ url, minutes }) =>
      `Thank you for signing up for the web catalogue.\n\nOpen this link to confirm your email address and sign in:\n${url}\n\nThe link works for ${minutes} minutes, once. If you did not sign up, you can ignore this mail.\n`,
  },
  passwordResetCode: {
    subject: 'Your password reset code',
    text: ({ code, minutes }) =>
      `Your code to reset the password of the web catalogue is:\n\n    ${code}\n\nIt works for ${minutes} minutes, once. If you did not ask for it, you can ignore this mail; your password stays as it is.\n`,
  },
  accountExists: {
    subject: 'You already have an account',
    text: ({ loginUrl, resetUrl }) =>
      `Someone tried to sign up for the web catalogue with this email address, which already has an account.\n\nSign in here:\n${loginUrl}\n\nForgot your password? Reset it here:\n${resetUrl}\n\nIf this was not you, you can ignore this mail.\n`,
  },
  inquiry: {
    subject: 'Inquiry from the web catalogue',
    text: ({ topic, name, email, memberId, language, message }) =>
      `Member id: ${memberId ?? '(not signed in)'}\nLanguage: ${language}\nTopic: ${topic}\n\n------ Written by the sender, not checked ------\nName: ${name || '(not given)'}\nEmail: ${email}\n\n${message}\n`,
  },
};
