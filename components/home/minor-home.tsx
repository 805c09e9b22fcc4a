import { getTranslations } from 'next-intl/server';
import { ShortcutLinks, type Shortcut } from './shortcut-links';

// What an under-18 member can use: the catalogue, its map, favourites and print pages include works for
// adults and stay closed until their 18th birthday (the restriction page's rule), and the Platinum plan
// would buy nothing. So their start page says why in one sentence and offers only what opens.
const usable: readonly Shortcut[] = [
  { href: '/account/settings', label: 'settings' },
  { href: '/group', label: 'groups' },
  { href: '/docs/help', label: 'help' },
];

export async function MinorHome({ nickname }: { nickname: string }) {
  const [t, restriction] = await Promise.all([getTranslations('Home.member'), getTranslations('Restriction')]);
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-6 md:px-8 md:py-10">
      <h1 className="text-xl font-bold break-words text-slate-900 md:text-2xl">{t('title', { nickname })}</h1>
      <p className="text-slate-800">{restriction('reasonUnderAge')}</p>
      <ShortcutLinks label={t('minorShortcutsLabel')} items={usable} listClassName="grid gap-2 sm:grid-cols-3" />
    </div>
  );
}
