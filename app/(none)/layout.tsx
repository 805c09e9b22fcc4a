import type { ReactNode } from 'react';

export default function NoneLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="flex-1">
      {children}
    </main>
  );
}
