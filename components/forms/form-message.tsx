import type { ReactNode } from 'react';
import { formStyles } from '@/components/ui/styles';

/** A failure (announced at once) or a confirmation (announced politely) above or below a form. */
export function FormMessage({ kind, className = '', children }: { kind: 'error' | 'success'; className?: string; children: ReactNode }) {
  return kind === 'error' ? (
    <p role="alert" className={`${className} ${formStyles.alert}`.trim()}>
      {children}
    </p>
  ) : (
    <p role="status" className={`${className} ${formStyles.status}`.trim()}>
      {children}
    </p>
  );
}
