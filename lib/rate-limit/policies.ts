import type { RateLimitPolicy } from './fixed-window';

const fifteenMinutes = 15 * 60;
const oneDay = 24 * 60 * 60;

// Sign-in counts failures, not sign-ins, and never locks a member out of a device they signed in on before
// (lib/auth/sign-in-limits.ts). The figures are for a carrier address shared by thousands of phones at the
// venue (docs/decisions/004-auth.md): per account and address, one guesser on one account; per account,
// guessers on many addresses, refusing only devices the account has not signed in on; per address, one
// password tried on many accounts, and every attempt, which bounds the hashing an address can cause.
export const signInFailuresPerPair: RateLimitPolicy = { name: 'signin:account-address', limit: 10, windowSeconds: fifteenMinutes };
export const signInFailuresPerAccount: RateLimitPolicy = { name: 'signin:account', limit: 50, windowSeconds: fifteenMinutes };
export const signInFailuresPerAddress: RateLimitPolicy = { name: 'signin:address-failures', limit: 300, windowSeconds: fifteenMinutes };
export const signInAttemptsPerAddress: RateLimitPolicy = { name: 'signin:address', limit: 3_000, windowSeconds: fifteenMinutes };
export const signInFailuresPerDevice: RateLimitPolicy = { name: 'signin:device', limit: 10, windowSeconds: fifteenMinutes };

// Requesting a code sends mail: few per account, so nobody's inbox can be flooded. Per address the figures
// are sized, as sign-in's are, for a carrier address shared by thousands of phones at the venue
// (docs/decisions/004-auth.md): the mail budget per recipient, not the address, is what protects inboxes.
export const resetRequestPerAccount: RateLimitPolicy = { name: 'reset-request:account', limit: 3, windowSeconds: fifteenMinutes };
export const resetRequestPerAddress: RateLimitPolicy = { name: 'reset-request:address', limit: 100, windowSeconds: fifteenMinutes };

// A mailed code lasts 15 minutes and allows five tries. The window opens when a code is asked for, for every
// address whether or not it has an account, so the answers (invalid, expired, too many tries) never tell
// which addresses have one.
export const resetCodeAttempts: RateLimitPolicy = { name: 'reset-code', limit: 5, windowSeconds: fifteenMinutes };

// Entering codes: each code also has its own attempt limit; this one spans codes requested one after another.
export const resetConfirmPerAccount: RateLimitPolicy = { name: 'reset-confirm:account', limit: 10, windowSeconds: fifteenMinutes };
// The short window alone allows 960 guesses a day. A 24-hour window of 40 lets any 24 hours span at most two
// windows, 80 guesses of a million codes: a chance below 1 in 10,000 a day (docs/decisions/004-auth.md).
export const resetConfirmPerAccountDaily: RateLimitPolicy = { name: 'reset-confirm:account-day', limit: 40, windowSeconds: oneDay };
export const resetConfirmPerAddress: RateLimitPolicy = { name: 'reset-confirm:address', limit: 300, windowSeconds: fifteenMinutes };

// Tokens for /api/v2 (Cookie2Token, EntraId2Token) last an hour, so a client needs about one an hour per
// device: 60 an hour per account leaves room for many devices and retries, and stops a script minting
// tokens in a loop. Per address the limit only bounds the cost of requests that name no account (a bad
// cookie or id token), and is sized like sign-in for a carrier address shared by thousands of phones
// (docs/decisions/004-auth.md).
export const tokenExchangePerAccount: RateLimitPolicy = { name: 'token:account', limit: 60, windowSeconds: 60 * 60 };
export const tokenExchangePerAddress: RateLimitPolicy = { name: 'token:address', limit: 3_000, windowSeconds: fifteenMinutes };

export const signUpPerAddress: RateLimitPolicy = { name: 'signup:address', limit: 100, windowSeconds: fifteenMinutes };

// Mail to one address, whichever request sends it (sign-up, a new confirmation link, a reset code), so that
// requests with someone's address from any number of machines cannot flood their inbox. Counted on the
// normalised address; over the limit the mail is dropped, and the answer stays the one every address gets.
export const mailPerRecipientHourly: RateLimitPolicy = { name: 'mail:recipient-hour', limit: 5, windowSeconds: 60 * 60 };
export const mailPerRecipientDaily: RateLimitPolicy = { name: 'mail:recipient-day', limit: 10, windowSeconds: oneDay };

// The inquiry form mails the operator: a few messages an hour from one machine or one member is plenty for
// a person, and keeps a script from filling the operator's inbox.
export const inquiryPerAddress: RateLimitPolicy = { name: 'inquiry:address', limit: 5, windowSeconds: 60 * 60 };
export const inquiryPerMember: RateLimitPolicy = { name: 'inquiry:member', limit: 5, windowSeconds: 60 * 60 };
