export const pathnameHeader = 'x-pathname';
