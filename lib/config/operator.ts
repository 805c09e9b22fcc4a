// Fictional operator details shown on the legal pages; replace with the real ones before launch.
export const operator = {
  supportEmail: 'support@webcatalog.convention.example',
} as const;

export const legalTextsUpdatedAt = new Date('2025-06-01T00:00:00+09:00');
