'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { MapHashState } from '@/lib/map/map-hash';
import type { MapDisplay } from '@/lib/map/map-style';
import type { SpaceCodeChoice } from './use-space-code-search';
import { fillTemplate } from '@/lib/i18n/message-template';
import type { VenueMapLabels, VenueMapProps } from './venue-map-props';

type ToolbarProps = {
  state: MapHashState;
  day: number;
  days: VenueMapProps['days'];
  halls: VenueMapProps['halls'];
  /** The day's floors when there are several (else empty), the one drawn, and the first hall of each. */
  floors: readonly { floor: number; hall: string }[];
  floor: number | undefined;
  genres: VenueMapProps['genres'];
  display: MapDisplay;
  labels: VenueMapLabels;
  onNavigate: (next: MapHashState) => void;
  /** A keyword submitted: the map answers a space code itself, anything else is searched. */
  onSearch: (keyword: string) => void;
  onDisplay: (change: Partial<MapDisplay>) => void;
  /** The search's answer in words (a count, or why a space code found nothing), shown under the search. */
  answer: string;
  /** Whether the answer shows on a wide screen too, where the list beside the map has the count. */
  answerWide: boolean;
  /** The spaces an ambiguous space code may name, each a button under the answer. */
  choices: readonly SpaceCodeChoice[];
};

// On a phone the labels of the day, hall and keyword are read out but not shown (the chosen option and
// the placeholder-free field say enough), so that the floating bar stays two rows high over the map.
const field = 'flex flex-col text-xs font-semibold text-slate-700';
const fieldLabel = 'sr-only md:not-sr-only';
const control = 'mt-0.5 min-h-11 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm font-normal text-slate-900 md:min-h-0';
const summary = 'flex min-h-11 cursor-pointer list-none items-center rounded-md border border-slate-300 bg-white px-2 text-sm font-semibold md:min-h-0 md:py-1.5';
const panel = 'absolute right-0 z-30 mt-1 w-64 max-w-[calc(100vw-1rem)] space-y-2 rounded-md border border-slate-200 bg-white p-2 shadow-lg md:left-0';

/**
 * Day and hall, the keyword search, its options (circles or booths, genre, in this hall or overall) and
 * the display settings. A bar above the map on a wide screen; on a phone a compact card floating over
 * the map in two rows (day, hall and the options menu; the keyword), the search options and display
 * settings folded into the menu.
 */
export function MapToolbar({ state, day, days, halls, floors, floor, genres, display, labels, onNavigate, onSearch, onDisplay, answer, answerWide, choices }: ToolbarProps) {
  const id = useId();
  const [keyword, setKeyword] = useState(state.keyword);
  const [seen, setSeen] = useState(state.keyword);
  // A keyword from the URL (a link, back or forward) replaces what was typed.
  if (seen !== state.keyword) {
    setSeen(state.keyword);
    setKeyword(state.keyword);
  }
  const unselected = { ...state, wcid: undefined, boothId: undefined };
  const [optionsOpen, setOptionsOpen] = useState(false);
  const optionsSummary = useRef<HTMLElement>(null);
  const closeOptions = () => {
    setOptionsOpen(false);
    optionsSummary.current?.focus();
  };
  // Escape closes the open menu wherever the focus is (a tap on its summary may leave it on the page).
  // Listening for good and asking the element itself: the menu opens natively before React hears of it,
  // and an Escape pressed in between must still close it.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !optionsSummary.current?.parentElement?.hasAttribute('open')) return;
      event.preventDefault();
      closeOptions();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(keyword.trim());
  }

  return (
    <div
      data-map-controls=""
      className="absolute inset-x-2 top-2 z-10 flex flex-wrap items-end gap-x-2 gap-y-1.5 rounded-xl bg-white/95 p-1.5 shadow-md md:static md:gap-x-3 md:gap-y-2 md:rounded-none md:border-b md:border-slate-200 md:bg-white md:px-3 md:py-2 md:shadow-none"
    >
      <div className={`${field} min-w-0 flex-1 md:flex-none`}>
        <label htmlFor={`${id}-day`} className={fieldLabel}>
          {labels.day}
        </label>
        <select id={`${id}-day`} className={control} value={day} onChange={(event) => onNavigate({ ...unselected, day: Number(event.target.value) })}>
          {days.map((option) => (
            <option key={option.number} value={option.number}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className={`${field} min-w-0 flex-1 md:flex-none`}>
        <label htmlFor={`${id}-hall`} className={fieldLabel}>
          {labels.hall}
        </label>
        <select id={`${id}-hall`} className={control} value={state.hall ?? ''} onChange={(event) => onNavigate({ ...unselected, hall: event.target.value || undefined })}>
          <option value="">{labels.overall}</option>
          {halls.map((hall) => (
            <option key={hall.key} value={hall.key}>
              {hall.label}
            </option>
          ))}
        </select>
      </div>
      {floors.length > 1 && (
        <div className={`${field} min-w-0 flex-1 md:flex-none`}>
          <label htmlFor={`${id}-floor`} className={fieldLabel}>
            {labels.floor}
          </label>
          {/* A floor is shown from one of its halls: the upper halls may cover the lower ones on the plan. */}
          <select id={`${id}-floor`} className={control} value={floor ?? ''} onChange={(event) => onNavigate({ ...unselected, hall: floors.find((option) => String(option.floor) === event.target.value)?.hall })}>
            <option value="">{labels.allFloors}</option>
            {floors.map((option) => (
              <option key={option.floor} value={option.floor}>
                {fillTemplate(labels.floorOption, { number: option.floor })}
              </option>
            ))}
          </select>
        </div>
      )}
      <form role="search" aria-label={labels.search} onSubmit={submit} className="order-last flex min-w-0 basis-full items-end gap-2 md:order-none md:basis-auto">
        <div className={`${field} min-w-0 flex-1`}>
          <label htmlFor={`${id}-keyword`} className={fieldLabel}>
            {labels.keyword}
          </label>
          <input id={`${id}-keyword`} type="search" className={`${control} w-full md:w-44`} value={keyword} onChange={(event) => setKeyword(event.target.value)} />
        </div>
        <button type="submit" className="min-h-11 rounded-md bg-primary-700 px-3 text-sm font-semibold text-white hover:bg-primary-800 md:min-h-0 md:py-1.5">
          {labels.search}
        </button>
      </form>
      {answer !== '' && (
        <p role="status" className={`order-last basis-full px-1 text-sm font-semibold text-slate-800 ${answerWide ? '' : 'md:hidden'}`}>
          {answer}
        </p>
      )}
      {choices.length > 0 && (
        <ul className="order-last flex basis-full flex-wrap gap-2 px-1">
          {choices.map((choice) => (
            <li key={choice.key}>
              <button type="button" onClick={choice.choose} className="min-h-11 rounded-md border border-primary-700 bg-white px-3 text-sm font-semibold text-primary-800 hover:bg-primary-50">
                {choice.text}
              </button>
            </li>
          ))}
        </ul>
      )}
      {(state.keyword !== '' || state.genreCode !== undefined) && (
        <button type="button" className="min-h-11 text-sm font-semibold text-primary-700 underline md:min-h-0" onClick={() => onNavigate({ ...state, keyword: '', genreCode: undefined })}>
          {labels.clear}
        </button>
      )}
      <details
        className="relative text-sm"
        open={optionsOpen}
        onToggle={(event) => setOptionsOpen(event.currentTarget.open)}
      >
        <summary ref={optionsSummary} className={summary}>
          {labels.options}
        </summary>
        {/* A tap beside the open menu closes it, and lands nowhere else: not on the map, not on a control. */}
        <div aria-hidden="true" data-map-options-backdrop="" className="fixed inset-0 z-20 cursor-default" onClick={closeOptions} />
        <div className={panel}>
          <div className={field}>
            <label htmlFor={`${id}-category`}>{labels.category}</label>
            <select id={`${id}-category`} className={control} value={state.category} onChange={(event) => onNavigate({ ...state, category: event.target.value === 'booth' ? 'booth' : 'circle' })}>
              <option value="circle">{labels.circles}</option>
              <option value="booth">{labels.booths}</option>
            </select>
          </div>
          {state.category === 'circle' && (
            <div className={field}>
              <label htmlFor={`${id}-genre`}>{labels.genre}</label>
              <select
                id={`${id}-genre`}
                className={control}
                value={state.genreCode ?? ''}
                onChange={(event) => onNavigate({ ...state, genreCode: event.target.value ? Number(event.target.value) : undefined })}
              >
                <option value="">{labels.allGenres}</option>
                {genres.map((genre) => (
                  <option key={genre.code} value={genre.code}>
                    {genre.label}
                  </option>
                ))}
              </select>
            </div>
          )}
          <fieldset className="flex flex-wrap items-center gap-x-3 text-sm">
            <legend className="text-xs font-semibold text-slate-700">{labels.scope}</legend>
            {(['hall', 'all'] as const).map((scope) => (
              <label key={scope} className="flex min-h-11 items-center gap-1 md:min-h-0">
                <input type="radio" name="map-scope" checked={state.scope === scope} onChange={() => onNavigate({ ...state, scope })} />
                {scope === 'hall' ? labels.scopeHall : labels.scopeAll}
              </label>
            ))}
          </fieldset>
          <fieldset className="space-y-1">
            <legend className="text-xs font-semibold text-slate-700">{labels.display}</legend>
            {(
              [
                ['favorites', labels.showFavorites],
                ['genres', labels.showGenres],
                ['labels', labels.showLabels],
              ] as const
            ).map(([key, text]) => (
              <label key={key} className="flex min-h-11 items-center gap-2 md:min-h-0">
                <input type="checkbox" className="size-6 shrink-0 accent-primary-700" checked={display[key]} onChange={(event) => onDisplay({ [key]: event.target.checked })} />
                {text}
              </label>
            ))}
          </fieldset>
        </div>
      </details>
    </div>
  );
}
