export const filterStyles = {
  label: 'block text-sm font-medium text-slate-900',
  control: 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm text-slate-900',
  checkbox: 'size-4 shrink-0 accent-primary-700',
  checkRow: 'flex items-center gap-2 text-sm text-slate-900',
  group: 'space-y-3',
} as const;
