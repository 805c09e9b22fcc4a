import { formStyles } from '@/components/ui/styles';

/** The "See adult content" checkbox with its hint, as sign-up, settings, payment and the restriction page ask it. */
export function ShowAdultField({ idPrefix, label, hint, defaultChecked }: { idPrefix: string; label: string; hint: string; defaultChecked?: boolean }) {
  const id = `${idPrefix}-show-adult`;
  return (
    <div className="flex items-start gap-3">
      <input id={id} name="showAdult" type="checkbox" defaultChecked={defaultChecked} aria-describedby={`${id}-hint`} className={formStyles.checkbox} />
      <div>
        <label htmlFor={id} className="font-medium text-slate-900">
          {label}
        </label>
        <p id={`${id}-hint`} className={formStyles.hint}>
          {hint}
        </p>
      </div>
    </div>
  );
}
