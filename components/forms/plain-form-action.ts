/**
 * A server action as the `action` of a form that works without the page's scripts: the browser posts it
 * and shows the page the server renders next, so the action's answer is not read. React's types want a
 * form action that answers nothing; the action is passed on as it is.
 */
export function plainFormAction(action: (input: FormData) => Promise<unknown>): (formData: FormData) => Promise<void> {
  return action as (formData: FormData) => Promise<void>;
}
