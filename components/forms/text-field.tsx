import type { HTMLInputTypeAttribute, InputHTMLAttributes } from 'react';
import { formStyles } from '@/components/ui/styles';
import { FieldNotes } from './field-notes';

export interface TextFieldProps {
  id: string;
  name: string;
  label: string;
  type?: HTMLInputTypeAttribute;
  hint?: string;
  error?: string | undefined;
  input?: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'type'>;
}

/** A labelled input whose hint and error are announced with it. */
export function TextField({ id, name, label, type = 'text', hint, error, input }: TextFieldProps) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        name={name}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={formStyles.input}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
