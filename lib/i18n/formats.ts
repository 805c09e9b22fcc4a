// The named date and time styles the messages use ({until, date, long}, {date, date, medium},
// {until, time, short}). The build precompiles the messages (decision 017), and the precompiled
// formatter reads these names from the configuration only: it has no built-in styles of its own, and
// dates and times share one table. These are the ICU defaults for the three names in use.
export const messageFormats = {
  dateTime: {
    long: { year: 'numeric', month: 'long', day: 'numeric' },
    medium: { year: 'numeric', month: 'short', day: 'numeric' },
    short: { hour: 'numeric', minute: 'numeric' },
  },
} as const;
