export const consentCookie = {
  name: 'cookie_consent',
  acceptedValue: 'yes',
  maxAgeSeconds: 365 * 24 * 60 * 60,
} as const;

export function isConsentGiven(value: string | null | undefined): boolean {
  return /^(yes|true|1)$/i.test(value?.trim() ?? '');
}
