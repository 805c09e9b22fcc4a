// Shared by the sync route's schema and the device's queue. A plain module, so that the browser sending
// the queue does not load the validation library.

/** More edits than anyone makes in a day at the venue; larger queues are sent in several requests. */
export const SYNC_MAX_CHANGES = 500;
