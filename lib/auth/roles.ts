import { roles, type Role } from '@/lib/routes';

// The roles a route can require, in display order; the database enum spells them in capitals.
export const knownRoles = roles;

export type KnownRole = Role;

const byLowerCase = new Map<string, KnownRole>(knownRoles.map((role) => [role.toLowerCase(), role]));

/** Keeps the known roles of a list from any source (database, token, old site), once each, in input order. */
export function filterKnownRoles(values: readonly unknown[]): KnownRole[] {
  const kept: KnownRole[] = [];
  for (const value of values) {
    const role = typeof value === 'string' ? byLowerCase.get(value.trim().toLowerCase()) : undefined;
    if (role && !kept.includes(role)) kept.push(role);
  }
  return kept;
}

/** The first role of the known list that the user holds: what the UI shows as the membership. */
export function displayStatus(roles: readonly KnownRole[]): KnownRole | null {
  return knownRoles.find((role) => roles.includes(role)) ?? null;
}

export interface RoleGrant {
  role: string;
  expiresAt: Date | null;
}

/** Roles still valid at `now` (a plan bought for an event ends with it), in the known list's order. */
export function activeRoles(grants: readonly RoleGrant[], now: Date): KnownRole[] {
  const held = filterKnownRoles(grants.filter((grant) => grant.expiresAt === null || grant.expiresAt > now).map((grant) => grant.role));
  return knownRoles.filter((role) => held.includes(role));
}
