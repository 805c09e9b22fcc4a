// Plain paths, shared by server code and the browser's payment forms.
export const payPaths = {
  start: '/pay',
  cancel: '/pay/cancel',
  billing: '/account/billing',
  trialComplete: '/pay?completed=trial',
} as const;
