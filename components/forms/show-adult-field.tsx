import { formStyles } from '@/components/ui/styles';
import { FieldNotes } from './field-notes';

/**
 * The "See adult content" checkbox with its hint, as sign-up, settings, payment and the restriction page
 * ask it, and the reason when the server refused it (a member under 18 or without a birthdate).
 */
export function ShowAdultField({ idPrefix, label, hint, defaultChecked, error }: { idPrefix: string; label: string; hint: string; defaultChecked?: boolean; error?: string }) {
  const id = `${idPrefix}-show-adult`;
  const describedBy = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="flex items-start gap-3">
      <input id={id} name="showAdult" type="checkbox" defaultChecked={defaultChecked} aria-describedby={describedBy} aria-invalid={error ? true : undefined} className={formStyles.checkbox} />
      <div>
        <label htmlFor={id} className="font-medium text-slate-900">
          {label}
        </label>
        <FieldNotes id={id} hint={hint} error={error} />
      </div>
    </div>
  );
}
