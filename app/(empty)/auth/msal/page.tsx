import { getTranslations } from 'next-intl/server';
import { AuthPanel } from '@/components/auth/auth-panel';
import { SignInReturn } from '@/components/auth/sign-in-return';
import { callbackUrlParam } from '@/lib/auth/auth-paths';
import { firstValues, loginQuerySchema } from '@/lib/auth/login-query';
import { routeMetadata } from '@/lib/i18n/route-metadata';

export const generateMetadata = () => routeMetadata('signInReturn');

interface SignInReturnPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function SignInReturnPage({ searchParams }: SignInReturnPageProps) {
  const query = loginQuerySchema.parse(firstValues(await searchParams));
  const [t, routes] = await Promise.all([getTranslations('Auth.signInReturn'), getTranslations('Routes')]);
  return (
    <AuthPanel title={routes('signInReturn')}>
      <SignInReturn fallback={query[callbackUrlParam] ?? null} continueLabel={t('continue')} />
    </AuthPanel>
  );
}
