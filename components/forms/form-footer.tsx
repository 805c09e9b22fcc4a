import type { ReactNode } from 'react';
import { buttonStyles } from '@/components/ui/styles';
import { FormMessage } from './form-message';

export type SubmitText = { idle: string; pending: string };

type FormFooterProps = {
  /** The submit button's label, and the one it shows while the form is being sent (it is disabled then). */
  submit: SubmitText;
  pending: boolean;
  /** A translated failure for the form as a whole (field failures stand by their fields). */
  error?: string;
  /** A translated confirmation once the form is saved. */
  success?: string;
  variant?: keyof typeof buttonStyles;
  /**
   * `row`: the messages, then the buttons side by side at their own width (`others` before the submit
   * button). `stack`: the buttons at the form's full width (`others` after the submit button), as in the
   * one-column sign-in forms, whose messages stand above their fields.
   */
  layout?: 'row' | 'stack';
  /** Other buttons of the form, such as back or keep. */
  others?: ReactNode;
};

/** The end of every form: its failure or confirmation line and the submit button with its pending state. */
export function FormFooter({ submit, pending, error, success, variant = 'primary', layout = 'row', others }: FormFooterProps) {
  const button = (
    <button type="submit" disabled={pending} className={buttonStyles[variant]}>
      {pending ? submit.pending : submit.idle}
    </button>
  );
  return (
    <>
      {error !== undefined && <FormMessage kind="error">{error}</FormMessage>}
      {success !== undefined && <FormMessage kind="success">{success}</FormMessage>}
      {layout === 'stack' ? (
        <>
          {button}
          {others}
        </>
      ) : (
        <div className={others === undefined ? undefined : 'flex flex-wrap gap-3'}>
          {others}
          {button}
        </div>
      )}
    </>
  );
}
