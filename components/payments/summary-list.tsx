/** Labelled values of a plan or payment, as a description list: the confirm step and the billing page. */
export function SummaryList({ rows }: { rows: readonly (readonly [label: string, value: string])[] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-xl bg-slate-50 p-4">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-600">{label}</dt>
          <dd className="text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
