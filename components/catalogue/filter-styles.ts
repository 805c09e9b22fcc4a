// Touch-sized below 960 px, where the filters open in the phone's sheet; compact beside the results.
export const filterStyles = {
  label: 'block text-sm font-medium text-slate-900',
  control: 'mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-base text-slate-900 md:min-h-0 md:text-sm',
  group: 'space-y-3',
} as const;
