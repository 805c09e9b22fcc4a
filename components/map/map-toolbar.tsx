'use client';

import { useId, useState, type FormEvent } from 'react';
import type { MapHashState } from '@/lib/map/map-hash';
import type { MapDisplay } from '@/lib/map/map-style';
import type { VenueMapLabels, VenueMapProps } from './venue-map-props';

type ToolbarProps = {
  state: MapHashState;
  day: number;
  days: VenueMapProps['days'];
  halls: VenueMapProps['halls'];
  genres: VenueMapProps['genres'];
  display: MapDisplay;
  labels: VenueMapLabels;
  onNavigate: (next: MapHashState) => void;
  onDisplay: (change: Partial<MapDisplay>) => void;
};

const field = 'flex flex-col text-xs font-semibold text-slate-700';
const control = 'mt-0.5 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm font-normal text-slate-900';

/** Day and hall, the search (keyword, circles or booths, genre, in this hall or overall), and the display settings. */
export function MapToolbar({ state, day, days, halls, genres, display, labels, onNavigate, onDisplay }: ToolbarProps) {
  const id = useId();
  const [keyword, setKeyword] = useState(state.keyword);
  const [seen, setSeen] = useState(state.keyword);
  // A keyword from the URL (a link, back or forward) replaces what was typed.
  if (seen !== state.keyword) {
    setSeen(state.keyword);
    setKeyword(state.keyword);
  }
  const unselected = { ...state, wcid: undefined, boothId: undefined };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onNavigate({ ...state, keyword: keyword.trim() });
  }

  return (
    <div className="flex flex-wrap items-end gap-x-3 gap-y-2 border-b border-slate-200 bg-white px-3 py-2">
      <div className={field}>
        <label htmlFor={`${id}-day`}>{labels.day}</label>
        <select id={`${id}-day`} className={control} value={day} onChange={(event) => onNavigate({ ...unselected, day: Number(event.target.value) })}>
          {days.map((option) => (
            <option key={option.number} value={option.number}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className={field}>
        <label htmlFor={`${id}-hall`}>{labels.hall}</label>
        <select id={`${id}-hall`} className={control} value={state.hall ?? ''} onChange={(event) => onNavigate({ ...unselected, hall: event.target.value || undefined })}>
          <option value="">{labels.overall}</option>
          {halls.map((hall) => (
            <option key={hall.key} value={hall.key}>
              {hall.label}
            </option>
          ))}
        </select>
      </div>
      <form role="search" aria-label={labels.search} onSubmit={submit} className="flex flex-wrap items-end gap-x-3 gap-y-2">
        <div className={field}>
          <label htmlFor={`${id}-keyword`}>{labels.keyword}</label>
          <input id={`${id}-keyword`} type="search" className={`${control} w-44`} value={keyword} onChange={(event) => setKeyword(event.target.value)} />
        </div>
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
            <select id={`${id}-genre`}
              className={`${control} max-w-44`}
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
        <fieldset className="flex items-center gap-2 text-sm">
          <legend className="sr-only">{labels.scope}</legend>
          {(['hall', 'all'] as const).map((scope) => (
            <label key={scope} className="flex items-center gap-1">
              <input type="radio" name="map-scope" checked={state.scope === scope} onChange={() => onNavigate({ ...state, scope })} />
              {scope === 'hall' ? labels.scopeHall : labels.scopeAll}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="rounded-md bg-primary-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-primary-800">
          {labels.search}
        </button>
        {(state.keyword !== '' || state.genreCode !== undefined) && (
          <button type="button" className="text-sm font-semibold text-primary-700 underline" onClick={() => onNavigate({ ...state, keyword: '', genreCode: undefined })}>
            {labels.clear}
          </button>
        )}
      </form>
      <details className="relative text-sm">
        <summary className="cursor-pointer rounded-md border border-slate-300 px-2 py-1.5 font-semibold">{labels.display}</summary>
        <div className="absolute right-0 z-20 mt-1 w-56 space-y-1 rounded-md border border-slate-200 bg-white p-2 shadow-lg md:left-0">
          {(
            [
              ['favorites', labels.showFavorites],
              ['genres', labels.showGenres],
              ['labels', labels.showLabels],
            ] as const
          ).map(([key, text]) => (
            <label key={key} className="flex items-center gap-2">
              <input type="checkbox" checked={display[key]} onChange={(event) => onDisplay({ [key]: event.target.checked })} />
              {text}
            </label>
          ))}
        </div>
      </details>
    </div>
  );
}
