import { TextField } from './text-field';

export interface NewPasswordText {
  password: string;
  hint: string;
  repeat: string;
}

/** A new password and its repetition, as sign-up and password reset ask for them. */
export function NewPasswordFields({
  idPrefix,
  text,
  errors,
}: {
  idPrefix: string;
  text: NewPasswordText;
  errors: { password?: string | undefined; passwordRepeat?: string | undefined };
}) {
  return (
    <>
      <TextField
        id={`${idPrefix}-password`}
        name="password"
        type="password"
        label={text.password}
        // The rule once: an error about the password restates it.
        hint={errors.password ? undefined : text.hint}
        error={errors.password}
        input={{ autoComplete: 'new-password', required: true, minLength: 8 }}
      />
      <TextField
        id={`${idPrefix}-password-repeat`}
        name="passwordRepeat"
        type="password"
        label={text.repeat}
        error={errors.passwordRepeat}
        input={{ autoComplete: 'new-password', required: true }}
      />
    </>
  );
}
