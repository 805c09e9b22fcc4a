import { runOnce, type TaskList } from 'graphile-worker';

// The notifications' queue as an integration test works it. The app's modules are imported when first
// needed: they read the settings the test file has just put in the environment.

/** The tasks an instance's worker runs, with the VAPID keys of the test's environment. */
export async function pushTaskList(): Promise<TaskList> {
  const { pushTasks } = await import('@/lib/notifications/push-worker');
  const { pushSettings } = await import('@/lib/config/push');
  const { vapid } = pushSettings();
  if (!vapid) throw new Error('The test sets VAPID keys');
  return pushTasks(vapid);
}

/** Runs every job that is due now, once, and returns: what a worker would have done by this moment. */
export async function workPushQueue(connectionString: string): Promise<void> {
  const { queueLogger } = await import('@/lib/notifications/job-queue');
  await runOnce({ connectionString, taskList: await pushTaskList(), noHandleSignals: true, logger: queueLogger });
}
