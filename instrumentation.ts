export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { exitOnInvalidConfig } = await import('@/lib/config/exit-on-invalid-config');
    exitOnInvalidConfig();
  }
}
