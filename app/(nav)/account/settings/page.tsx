import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { LanguageForm } from '@/components/account/language-form';
import { LegacyLinkNotice } from '@/components/account/legacy-link-notice';
import { ListDisplayForm } from '@/components/account/list-display-form';
import { ProfileForm } from '@/components/account/profile-form';
import { SettingsSection } from '@/components/account/settings-section';
import { SignInMethodList } from '@/components/account/sign-in-method-list';
import { SignOutEverywhereButton } from '@/components/account/sign-out-everywhere-button';
import { NotificationsSection } from '@/components/notifications/notifications-section';
import { FormMessage } from '@/components/forms/form-message';
import { buttonStyles, pageContainer } from '@/components/ui/styles';
import { getAccountSettings } from '@/lib/account/settings';
import { linkedReturnPath, settingsQuerySchema } from '@/lib/account/settings-query';
import { guardPage } from '@/lib/auth/guard-page';
import { firstValues } from '@/lib/auth/login-query';
import { loginErrorMessageKey } from '@/lib/auth/sign-in-codes';
import { signInOptions } from '@/lib/auth/sign-in-options';
import { birthdateText } from '@/components/forms/birthdate-text';
import { locales } from '@/lib/i18n/locales';
import { routeMetadata } from '@/lib/i18n/route-metadata';
import { translateErrorKey } from '@/lib/i18n/server-error-message';
import { todayInJapan } from '@/lib/time/japan-time';

export const generateMetadata = () => routeMetadata('settings');

interface SettingsPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function SettingsPage({ searchParams }: SettingsPageProps) {
  const { user } = await guardPage('SETTING');
  const query = settingsQuerySchema.parse(firstValues(await searchParams));
  const [settings, t, routes, languages, locale, birthdate] = await Promise.all([
    getAccountSettings(user.id),
    getTranslations('Account'),
    getTranslations('Routes'),
    getTranslations('LocaleSwitcher'),
    getLocale(),
    birthdateText(),
  ]);
  const errorKey = loginErrorMessageKey(query.error, query.code);
  const save = { idle: t('save'), pending: t('saving'), done: t('saved') };
  const billing = await getTranslations('Billing');
  const options = signInOptions();

  return (
    <div className={`${pageContainer} grid max-w-3xl gap-8`}>
      <div>
        <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{routes('settings')}</h1>
        {settings.email && <p className="mt-2 text-slate-700">{t('signedInAs', { email: settings.email })}</p>}
      </div>
      {errorKey && <FormMessage kind="error">{await translateErrorKey(errorKey)}</FormMessage>}
      {query.linked && !errorKey && <FormMessage kind="success">{t('linkedNotice')}</FormMessage>}
      <LegacyLinkNotice linked={user.legacyLinked} available={options.legacy} linkReturnPath={linkedReturnPath} />
      <SettingsSection id="profile" title={t('profileHeading')}>
        <ProfileForm
          initial={{ nickname: settings.nickname, birthdate: settings.birthdate, showAdult: settings.showAdult }}
          currentYear={Number(todayInJapan().slice(0, 4))}
          birthdateLocked={settings.birthdateLocked}
          birthdateNote={
            settings.birthdateLocked
              ? t.rich('birthdateLocked', { inquiry: (chunks) => <Link href="/docs/inquiry" className="underline">{chunks}</Link> })
              : t('birthdateCorrectionHint')
          }
          text={{ nickname: t('nickname'), showAdult: t('showAdult'), showAdultHint: t('showAdultHint'), save: t('save'), saving: t('saving'), saved: t('saved'), birthdate }}
        />
      </SettingsSection>
      <SettingsSection id="list-display" title={t('listDisplayHeading')} lead={t('listDisplayLead')}>
        <ListDisplayForm
          initial={settings.listDisplay}
          legend={t('listDisplayHeading')}
          save={save}
          labels={{
            showItemNames: t('listDisplay.showItemNames'),
            showAuthor: t('listDisplay.showAuthor'),
            showGenre: t('listDisplay.showGenre'),
            showSpace: t('listDisplay.showSpace'),
            showMemo: t('listDisplay.showMemo'),
            showImages: t('listDisplay.showImages'),
          }}
        />
      </SettingsSection>
      <SettingsSection id="language" title={t('languageHeading')}>
        <LanguageForm current={locale} label={t('language')} save={save} options={locales.map((value) => ({ value, label: languages(value) }))} />
      </SettingsSection>
      <NotificationsSection userId={user.id} />
      <SettingsSection id="billing" title={routes('billing')} lead={billing('settingsLead')}>
        <Link href="/account/billing" className={buttonStyles.outline}>
          {billing('settingsLink')}
        </Link>
      </SettingsSection>
      <SettingsSection id="methods" title={t('methodsHeading')}>
        <SignInMethodList methods={settings.signInMethods} options={options} linkReturnPath={linkedReturnPath} />
      </SettingsSection>
      <SettingsSection id="sessions" title={t('sessionsHeading')} lead={t('signOutEverywhereLead')}>
        <SignOutEverywhereButton label={t('signOutEverywhere')} />
      </SettingsSection>
    </div>
  );
}
