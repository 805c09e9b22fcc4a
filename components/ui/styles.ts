const buttonBase =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold no-underline transition-colors hover:no-underline disabled:opacity-60';

export const buttonStyles = {
  primary: `${buttonBase} bg-primary-700 text-white hover:bg-primary-800`,
  secondary: `${buttonBase} bg-secondary-700 text-white hover:bg-secondary-800`,
  outline: `${buttonBase} border border-primary-700 bg-white text-primary-700 hover:bg-primary-50`,
} as const;

export const pageContainer = 'mx-auto w-full max-w-5xl px-4 py-8 md:px-8 md:py-12';

export const formStyles = {
  label: 'block font-medium text-slate-900',
  input:
    'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 aria-invalid:border-secondary-700',
  hint: 'mt-1 text-sm text-slate-600',
  error: 'mt-1 text-sm text-secondary-700',
  checkbox: 'mt-0.5 size-5 shrink-0 accent-primary-700',
  alert: 'rounded-lg border border-secondary-300 bg-secondary-50 p-3 text-secondary-700',
  status: 'rounded-lg border border-primary-200 bg-primary-50 p-3 text-primary-900',
} as const;

export const panelStyles = 'mx-auto w-full max-w-md px-4 py-10 md:py-16';
