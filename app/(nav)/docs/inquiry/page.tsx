import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { DocArticle } from '@/components/docs/doc-article';
import { InquiryForm } from '@/components/inquiry/inquiry-form';
import { operator } from '@/lib/config/operator';
import { inquiryErrorCodes, inquiryTopics } from '@/lib/inquiry/inquiry-fields';
import { recordFromKeys } from '@/lib/record-from-keys';
import { publicPageMetadata, type PageSearchParams } from '@/lib/seo/public-page-metadata';

export async function generateMetadata({ searchParams }: { searchParams: PageSearchParams }): Promise<Metadata> {
  const t = await getTranslations('Inquiry');
  return publicPageMetadata({ path: '/docs/inquiry', title: t('title'), searchParams });
}

export default async function InquiryPage() {
  const t = await getTranslations('Inquiry');
  const email = operator.supportEmail;
  const text = {
    name: t('name'),
    email: t('email'),
    topic: t('topic'),
    message: t('message'),
    submit: t('submit'),
    sending: t('sending'),
    received: t('received'),
    errorSummary: t('errorSummary'),
    topics: recordFromKeys(inquiryTopics, (topic) => t(`topics.${topic}`)),
    errors: recordFromKeys(inquiryErrorCodes, (code) => t(`errors.${code}`)),
  };
  return (
    <DocArticle
      title={t('title')}
      intro={
        <>
          <p>{t('intro')}</p>
          <p className="mt-2">
            {t.rich('mailAlternative', {
              email,
              mail: (chunks: ReactNode) => <a href={`mailto:${email}`}>{chunks}</a>,
            })}
          </p>
        </>
      }
    >
      <InquiryForm text={text} />
    </DocArticle>
  );
}
