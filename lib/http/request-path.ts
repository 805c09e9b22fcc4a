export const pathnameHeader = 'x-pathname';
/** The signed-in user the proxy loaded, sealed for the page (lib/auth/user-handoff.ts). */
export const userHandoffHeader = 'x-catalogue-user';
