'use client';

import { useId, type ReactNode } from 'react';
import { readableTextColor } from '@/lib/color/contrast';
import { filterStyles } from './filter-styles';
import './filters.css';

export type Option = { value: string; label: string };

/** A select that applies as soon as it changes (the form reads `data-apply`). */
export function SelectField({
  name,
  label,
  value,
  options,
  placeholder,
}: {
  name: string;
  label: string;
  value: string;
  options: readonly Option[];
  placeholder?: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={filterStyles.label}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} data-apply="now" className={filterStyles.control}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function TextField({
  name,
  label,
  value,
  type = 'search',
  hint,
  maxLength,
}: {
  name: string;
  label: string;
  value: string;
  type?: 'search' | 'number';
  hint?: string;
  maxLength?: number;
}) {
  const id = useId();
  const hintId = useId();
  return (
    <div>
      <label htmlFor={id} className={filterStyles.label}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={value}
        maxLength={maxLength}
        min={type === 'number' ? 1 : undefined}
        inputMode={type === 'number' ? 'numeric' : undefined}
        enterKeyHint="search"
        aria-describedby={hint ? hintId : undefined}
        className={filterStyles.control}
      />
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}

export function CheckField({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <label className="cf-check">
      <input type="checkbox" name={name} value="1" defaultChecked={checked} data-apply="now" />
      <span>{label}</span>
    </label>
  );
}

/** Colours by name, each on its own colour in black or white text, whichever reads at 4.5:1 or more. */
export function ColorField({
  label,
  colors,
  selected,
}: {
  label: string;
  colors: readonly { value: number; label: string; hex: string }[];
  selected: readonly number[];
}) {
  return (
    <fieldset>
      <legend className={filterStyles.label}>{label}</legend>
      <div className="cf-swatches">
        {colors.map((color) => (
          <label key={color.value} title={color.label} className="cf-swatch" style={{ backgroundColor: color.hex, color: readableTextColor(color.hex) }}>
            <input type="checkbox" name="favoriteColor" value={color.value} defaultChecked={selected.includes(color.value)} data-apply="now" />
            <span>{color.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function ThresholdField({
  label,
  experimental,
  loose,
  strict,
  value,
}: {
  label: string;
  experimental: string;
  loose: string;
  strict: string;
  value: number;
}) {
  const id = useId();
  const ends = useId();
  return (
    <div>
      <label htmlFor={id} className={filterStyles.label}>
        {label} <span className="ml-1 rounded bg-secondary-100 px-1.5 py-0.5 text-xs font-semibold text-secondary-800">{experimental}</span>
      </label>
      <input
        id={id}
        name="rankingScoreThreshold"
        type="range"
        min={0}
        max={1}
        step={0.1}
        defaultValue={value}
        data-apply="settle"
        aria-describedby={ends}
        className="mt-2 w-full accent-primary-700"
      />
      <p id={ends} className="flex justify-between text-xs text-slate-600">
        <span>{loose}</span>
        <span>{strict}</span>
      </p>
    </div>
  );
}

export function FieldGroup({ children }: { children: ReactNode }) {
  return <div className={filterStyles.group}>{children}</div>;
}
