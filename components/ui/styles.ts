const buttonBase =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold no-underline transition-colors hover:no-underline disabled:opacity-60';

export const buttonStyles = {
  primary: `${buttonBase} bg-primary-700 text-white hover:bg-primary-800`,
  secondary: `${buttonBase} bg-secondary-700 text-white hover:bg-secondary-800`,
  outline: `${buttonBase} border border-primary-700 bg-white text-primary-700 hover:bg-primary-50`,
} as const;

export const pageContainer = 'mx-auto w-full max-w-5xl px-4 py-8 md:px-8 md:py-12';
