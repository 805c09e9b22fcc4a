export const payStepIds = ['plan', 'info', 'confirm', 'pay', 'complete'] as const;

export type PayStepId = (typeof payStepIds)[number];

/** The payment steps, with the current one marked for assistive technology too. */
export function StepList({ label, names, current }: { label: string; names: Record<PayStepId, string>; current: PayStepId }) {
  const currentIndex = payStepIds.indexOf(current);
  return (
    <nav aria-label={label}>
      <ol className="flex flex-wrap gap-x-2 gap-y-1 text-sm">
        {payStepIds.map((id, index) => (
          <li
            key={id}
            aria-current={id === current ? 'step' : undefined}
            className={`rounded-full px-3 py-1 ${id === current ? 'bg-primary-700 font-semibold text-white' : index < currentIndex ? 'bg-primary-50 text-primary-800' : 'bg-slate-100 text-slate-600'}`}
          >
            {index + 1}. {names[id]}
          </li>
        ))}
      </ol>
    </nav>
  );
}
