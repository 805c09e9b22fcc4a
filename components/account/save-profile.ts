import type { UserInfoValues } from '@/components/forms/user-info-fields';
import { updateBirthdateAction } from '@/lib/account/actions/update-birthdate';
import { updateNicknameAction } from '@/lib/account/actions/update-nickname';
import { updateShowAdultAction } from '@/lib/account/actions/update-show-adult';
import type { ActionResult, ErrorMessageKey, FieldErrors } from '@/lib/errors';

export type ProfileValues = UserInfoValues;

const birthdateFields = new Set(['year', 'month', 'day', '_', 'birthdate']);

/** The birthdate's problems, whichever of its parts they came from, show under the whole group. */
function profileFieldErrors(fields: FieldErrors | undefined): FieldErrors {
  const mapped: FieldErrors = {};
  for (const [name, key] of Object.entries(fields ?? {})) mapped[birthdateFields.has(name) ? 'birthdate' : name] ??= key;
  return mapped;
}

function birthdateInput(formData: FormData) {
  return { year: formData.get('year'), month: formData.get('month'), day: formData.get('day') };
}

/**
 * One save button for three server actions (one per concern): only what changed is sent, and every
 * field's problem is reported together.
 */
export async function saveProfile(formData: FormData, initial: ProfileValues): Promise<ActionResult> {
  const nickname = String(formData.get('nickname') ?? '');
  const parts = birthdateInput(formData);
  const showAdult = formData.get('showAdult') === 'on';
  const partsGiven = [parts.year, parts.month, parts.day].some((part) => part !== null && part !== '');
  const composed = partsGiven ? `${parts.year}-${String(parts.month).padStart(2, '0')}-${String(parts.day).padStart(2, '0')}` : null;

  const answers: ActionResult<unknown>[] = [];
  if (nickname.trim() !== initial.nickname) answers.push(await updateNicknameAction({ nickname }));
  if (partsGiven && composed !== initial.birthdate) answers.push(await updateBirthdateAction(parts));
  if (showAdult !== initial.showAdult) answers.push(await updateShowAdultAction({ showAdult }));

  const failures = answers.flatMap((answer) => (answer.ok ? [] : [answer.error]));
  if (failures.length === 0) return { ok: true, data: undefined };
  const unexpected = failures.find((failure) => !failure.fields);
  if (unexpected) return { ok: false, error: unexpected };
  const fields = profileFieldErrors(Object.assign({}, ...failures.map((failure) => failure.fields)));
  const messageKey: ErrorMessageKey = 'Errors.invalidInput';
  return { ok: false, error: { code: 'invalidInput', messageKey, fields } };
}
