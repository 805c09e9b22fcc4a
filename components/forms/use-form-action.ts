import { useState, useTransition, type FormEvent } from 'react';
import type { ActionResult } from '@/lib/errors';

/**
 * Submits a form to a server action and keeps its answer. Unlike a plain `<form action>`, the fields keep
 * what the user typed when the answer is an error (React resets a form after a form action).
 */
export function useFormAction<T>(action: (formData: FormData) => Promise<ActionResult<T>>) {
  const [result, setResult] = useState<ActionResult<T> | null>(null);
  const [isPending, startTransition] = useTransition();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    startTransition(async () => {
      const next = await action(formData);
      startTransition(() => setResult(next));
    });
  };
  return { result, isPending, onSubmit, clear: () => setResult(null) };
}
