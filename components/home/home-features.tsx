import { getTranslations } from 'next-intl/server';

const featureIds = ['search', 'favorites', 'map', 'print', 'offline'] as const;

const accents = ['bg-primary-500', 'bg-secondary-500', 'bg-brand-500', 'bg-primary-700', 'bg-secondary-600'];

export async function HomeFeatures() {
  const t = await getTranslations('Home');
  return (
    <section aria-labelledby="home-features" className="mx-auto max-w-6xl px-4 py-10 md:px-8">
      <h2 id="home-features" className="text-2xl font-bold text-slate-900">
        {t('featuresHeading')}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {featureIds.map((id, index) => (
          <li key={id} className="rounded-xl border border-slate-200 p-5">
            <span aria-hidden="true" className={`block h-1.5 w-10 rounded-full ${accents[index % accents.length]}`} />
            <h3 className="mt-3 font-bold text-slate-900">{t(`features.${id}.title`)}</h3>
            <p className="mt-1 text-sm text-slate-700">{t(`features.${id}.body`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
