import { randomBytes } from 'node:crypto';
import { demo } from './accounts';
import { query } from './database';

/**
 * A Platinum member of its own for a spec that needs an empty favourites list: a copy of the demo
 * member's account (same password, birthdate, plan expiry and old-site link) under a new address.
 */
export async function createPlatinumUser(label: string): Promise<string> {
  const id = `e2e-${label}-${randomBytes(4).toString('hex')}`;
  const email = `${id}@e2e.example`;
  await query(
    `INSERT INTO "User" (id, email, "emailVerified", "passwordHash", nickname, birthdate, "showAdult", "termsAcceptedAt", "createdAt", "updatedAt")
     SELECT $1, $2, "emailVerified", "passwordHash", 'E2E member', birthdate, true, "termsAcceptedAt", now(), now() FROM "User" WHERE email = $3`,
    [id, email, demo.platinum],
  );
  await query(`INSERT INTO "LegacyAccountLink" ("userId", "legacySubject", "legacyEmail", "linkedAt") VALUES ($1, $1, $2, now())`, [id, email]);
  await query(
    `INSERT INTO "UserRole" ("userId", role, "grantedAt", "expiresAt", source)
     SELECT $1, role, now(), "expiresAt", source FROM "UserRole" r JOIN "User" u ON u.id = r."userId" WHERE u.email = $2 AND r.role = 'PLATINUM'`,
    [id, demo.platinum],
  );
  return email;
}

/**
 * Gives a user `count` favourites of their own on circles spread over the venue (as a visitor's are),
 * in colours 1, 2, 3… with `firstMemo` on the first; colour 1 is named `firstLabel`. Specs that count
 * favourites use these rather than the demo member's, which other specs change while they run.
 */
export async function addFavorites(email: string, count: number, firstMemo: string, firstLabel: string): Promise<void> {
  await query(
    `INSERT INTO "Favorite" ("userId", "circleId", color, memo)
     SELECT u.id, c.id, ((c.n - 1) % 18) + 1, CASE WHEN c.n = 1 THEN $3 ELSE '' END
     FROM "User" u,
          (SELECT id, row_number() OVER (ORDER BY (id * 7919) % 10007) AS n FROM "Circle"
           WHERE EXISTS (SELECT 1 FROM "Placement" p WHERE p."circleId" = "Circle".id) ORDER BY (id * 7919) % 10007 LIMIT $2) c
     WHERE u.email = $1`,
    [email, count, firstMemo],
  );
  await query(`INSERT INTO "ColorLabel" ("userId", color, label) SELECT id, 1, $2 FROM "User" WHERE email = $1`, [email, firstLabel]);
}
