'use client';

import { useCallback, useState } from 'react';
import { blockText } from '@/lib/catalogue/placement-text';
import type { AppLocale } from '@/lib/i18n/locales';
import { fillTemplate } from '@/lib/i18n/message-template';
import type { MapDayIndex } from '@/lib/map/map-day-index';
import type { MapHashState } from '@/lib/map/map-hash';
import type { SpaceCodeMatch } from '@/lib/map/space-code';
import type { VenueMapLabels, VenueMapProps } from './venue-map-props';

/** One of the spaces an ambiguous code may name, as the map offers it: its hall, then its code. */
export type SpaceCodeChoice = { key: string; text: string; choose: () => void };

type Options = {
  index: MapDayIndex | null;
  state: MapHashState;
  halls: VenueMapProps['halls'];
  locale: AppLocale;
  labels: VenueMapLabels;
  navigate: (next: MapHashState) => void;
  /** Called before the map flies to a space the code named, as for a link to it. */
  onFound: () => void;
};

/**
 * The map's own answer to a space code typed in its search: it flies to the space, says in words that
 * the day has none, or, where a Latin letter names both a Latin block and a kana block's romaji
 * (`A-02a`: Ａ or ア(A)), offers each with its hall instead of guessing. Anything else is a keyword.
 */
export function useSpaceCodeSearch({ index, state, halls, locale, labels, navigate, onFound }: Options) {
  // What a code found nothing at, said in words; cleared by the next search.
  const [answer, setAnswer] = useState('');
  const [choices, setChoices] = useState<SpaceCodeChoice[]>([]);

  const submit = useCallback(
    async (keyword: string) => {
      setChoices([]);
      // The reader of space codes loads with the first search, not with the map.
      // If it cannot load (offline before it was ever fetched), the words are searched as a keyword.
      const reader = await import('@/lib/map/space-code').catch(() => null);
      const code = index && reader ? reader.parseSpaceCode(keyword) : null;
      if (!index || !reader || !code) {
        setAnswer('');
        navigate({ ...state, keyword });
        return;
      }
      const { day } = index;
      const hallOf = (found: SpaceCodeMatch) => day.halls[day.blocks[day.spaces.block[found.space] ?? 0]?.hall ?? 0];
      const go = (found: SpaceCodeMatch) => {
        const wcid = found.circle >= 0 ? day.circles.wcid[found.circle] : undefined;
        setAnswer(wcid === undefined ? fillTemplate(labels.spaceCodeEmpty, { code: keyword }) : '');
        setChoices([]);
        onFound();
        navigate({ ...state, keyword: '', genreCode: undefined, hall: hallOf(found)?.key ?? state.hall, wcid, boothId: undefined });
      };
      const found = reader.findSpaceCodeChoices(day, code, day.halls.findIndex((hall) => hall.key === state.hall));
      const [first] = found;
      if (!first) return setAnswer(fillTemplate(labels.spaceCodeNotFound, { code: keyword }));
      if (found.length === 1) return go(first);
      setAnswer(fillTemplate(labels.spaceCodeWhich, { code: keyword }));
      setChoices(
        found.map((match) => {
          const hall = hallOf(match);
          const block = day.blocks[day.spaces.block[match.space] ?? 0]?.name ?? '';
          const number = String(day.spaces.number[match.space] ?? 0).padStart(2, '0');
          const hallLabel = halls.find((option) => option.key === hall?.key)?.label ?? hall?.key ?? '';
          return { key: `${match.space}`, text: `${hallLabel} · ${blockText(locale, block)}-${number}${code.side ?? ''}`, choose: () => go(match) };
        }),
      );
    },
    [index, state, halls, locale, labels, navigate, onFound],
  );

  const clear = useCallback(() => {
    setAnswer('');
    setChoices([]);
  }, []);

  return { answer, choices, submit, clear };
}
