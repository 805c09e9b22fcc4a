export const filterStyles = {
  label: 'block text-sm font-medium text-slate-900',
  control: 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm text-slate-900',
  group: 'space-y-3',
} as const;
