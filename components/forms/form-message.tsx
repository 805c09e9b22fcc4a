import type { ReactNode } from 'react';
import { formStyles } from '@/components/ui/styles';

/** A failure (announced at once) or a confirmation (announced politely) above or below a form. */
export function FormMessage({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  return kind === 'error' ? (
    <p role="alert" className={formStyles.alert}>
      {children}
    </p>
  ) : (
    <p role="status" className={formStyles.status}>
      {children}
    </p>
  );
}
