// Limits shared by the groups' schemas and screens (a plain module: no validation library in the browser).

/** A group is friends travelling together, not a community. */
export const MAX_GROUP_MEMBERS = 10;
/** A member belongs to a few groups at most (per event). */
export const MAX_GROUPS_PER_MEMBER = 5;
/** Lines of wants per member and group: more than a day could ever be walked through. */
export const MAX_WANTS_PER_MEMBER = 400;
export const MAX_WANT_QUANTITY = 20;
export const MAX_LINE_YEN = 9_999_999;
export const MAX_GROUP_NAME = 40;
export const MAX_LINE_LABEL = 80;
/** Open invitation links per group; older ones can be revoked to make room. */
export const MAX_OPEN_INVITES = 10;
export const INVITE_DAYS = 7;

export const markStatuses = ['NOT_VISITED', 'BOUGHT', 'SOLD_OUT', 'SKIPPED'] as const;
export type MarkStatus = (typeof markStatuses)[number];

/** A mark's item: a work of the catalogue or one free line of a member's wants. */
export const workItem = (workId: number) => `w${workId}`;
export const lineItem = (wantId: number) => `l${wantId}`;

/** How often an open group screen asks whether anything changed (a version number, a few bytes). */
export const LIVE_POLL_MS = 1000;

/** The shape of a group id (128 random bits in base64url); anything else is no group at all. */
export const isGroupId = (value: string) => /^[A-Za-z0-9_-]{22}$/.test(value);
