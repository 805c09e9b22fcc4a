export const appEnvironments = ['development', 'st', 'pro-staging', 'pro'] as const;

export type AppEnvironment = (typeof appEnvironments)[number];

export const defaultStagingTestDomain = 'st.convention.example';

const localHostnames = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

export function environmentFromHostname(
  hostname: string,
  stagingTestDomain: string = defaultStagingTestDomain,
): AppEnvironment {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const testDomain = stagingTestDomain.toLowerCase().replace(/^\./, '');
  if (localHostnames.has(host) || host.endsWith('.localhost')) return 'development';
  if (host === testDomain || host.endsWith(`.${testDomain}`)) return 'st';
  if (host.includes('-staging')) return 'pro-staging';
  return 'pro';
}

export function resolveEnvironment(input: {
  hostname: string;
  override?: AppEnvironment | undefined;
  stagingTestDomain?: string | undefined;
}): AppEnvironment {
  return input.override ?? environmentFromHostname(input.hostname, input.stagingTestDomain);
}
