import { notFound } from 'next/navigation';
import { getConfig } from '@/lib/config/get-config';

// Lets end-to-end tests and staff see the error page of a real failure; production answers 404.
export default function DiagnosticsErrorPage(): never {
  if (getConfig().appEnv === 'pro') notFound();
  throw new Error('Deliberate failure of the diagnostics page');
}
