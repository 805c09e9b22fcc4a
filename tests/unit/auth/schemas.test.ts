import { describe, expect, it } from 'vitest';
import { birthdatePartsSchema, listDisplaySchema, signUpSchema } from '@/lib/account/schemas';
import { redirectTargetSchema } from '@/lib/auth/redirect-target';
import { loginErrorMessageKey } from '@/lib/auth/sign-in-codes';

const valid = {
  email: 'a@example.com',
  password: 'long enough',
  passwordRepeat: 'long enough',
  birthdate: '1990-01-01',
  acceptTerms: 'on',
  acceptCookiePolicy: true,
};

describe('signUpSchema', () => {
  it('accepts a form post and normalises the address', () => {
    expect(signUpSchema.parse({ ...valid, email: ' A@Example.com ' })).toMatchObject({ email: 'a@example.com', acceptTerms: true, acceptCookiePolicy: true });
  });

  it('needs both acceptances, a long enough password typed twice, and a real date', () => {
    const issues = (input: object) => signUpSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ ...valid, acceptTerms: undefined })).toEqual([['acceptTerms', 'Errors.field.mustAccept']]);
    expect(issues({ ...valid, password: 'short', passwordRepeat: 'short' })).toEqual([['password', 'Errors.field.passwordTooShort']]);
    expect(issues({ ...valid, passwordRepeat: 'long enougH' })).toEqual([['passwordRepeat', 'Errors.field.passwordsDiffer']]);
    expect(issues({ ...valid, birthdate: '1990-13-01' })).toEqual([['birthdate', 'Errors.field.invalidDate']]);
  });
});

describe('birthdatePartsSchema', () => {
  it('joins the three selects into a date and refuses impossible days', () => {
    expect(birthdatePartsSchema.parse({ year: '1990', month: '4', day: '1' })).toBe('1990-04-01');
    expect(birthdatePartsSchema.safeParse({ year: '1990', month: '2', day: '30' }).success).toBe(false);
  });
});

describe('listDisplaySchema', () => {
  it('reads absent checkboxes as off', () => {
    expect(listDisplaySchema.parse({ showMemo: 'on' })).toEqual({ showItemNames: false, showAuthor: false, showGenre: false, showSpace: false, showMemo: true, showImages: false });
  });
});

describe('redirectTargetSchema', () => {
  it('keeps redirects on this site', () => {
    expect(redirectTargetSchema.safeParse('/circle/list?day=1#x').success).toBe(true);
    for (const target of ['//evil.example', 'https://evil.example', '/\\evil.example', 'circle/list']) {
      expect(redirectTargetSchema.safeParse(target).success).toBe(false);
    }
  });
});

describe('loginErrorMessageKey', () => {
  it('names a message for each error the login page can receive', () => {
    expect(loginErrorMessageKey(undefined)).toBeUndefined();
    expect(loginErrorMessageKey('CredentialsSignin', 'emailNotVerified')).toBe('Errors.auth.emailNotVerified');
    expect(loginErrorMessageKey('CredentialsSignin', 'made-up')).toBe('Errors.auth.invalidCredentials');
    expect(loginErrorMessageKey('LegacyNotLinked')).toBe('Errors.auth.legacyNotLinked');
    expect(loginErrorMessageKey('OAuthAccountNotLinked')).toBe('Errors.auth.accountLinkedElsewhere');
    expect(loginErrorMessageKey('Configuration')).toBe('Errors.auth.signInFailed');
  });
});
