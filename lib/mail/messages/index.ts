import type { AppLocale } from '@/lib/i18n/locales';
import { en } from './en';
import { ja } from './ja';
import { zh } from './zh';
import type { MailMessages } from './types';

export const mailMessages: Record<AppLocale, MailMessages> = { en, ja, zh };

export type { MailKind, MailMessages, MailParams } from './types';
