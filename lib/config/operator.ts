// Fictional operator details shown on the legal pages; replace with the real ones before launch.
export const operator = {
  supportEmail: 'support@webcatalog.convention.example',
} as const;
