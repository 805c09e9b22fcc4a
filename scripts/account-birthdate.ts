// `npm run account:birthdate -- <email> <YYYY-MM-DD> --reason "..."`: staff's correction of a member's
// birthdate after their own check of the member's inquiry, including the ones the member may not make
// (from under 18 to 18 or over, or after their one correction). Writes the audit row with the channel
// OPERATOR and the reason; the adult-content flag keeps its rules (docs/decisions/031).
import { parseArgs } from 'node:util';
import { changeBirthdateByStaff, staffBirthdateSchema } from '@/lib/account/staff-birthdate';
import { createPrismaClient } from '@/lib/db/client';
import { openLocalDatabase } from '@/lib/db/local-database';
import { applyMigrations } from '@/lib/db/migrations';
import { isAppError } from '@/lib/errors/app-error';

const usage = 'Usage: npm run account:birthdate -- <email> <YYYY-MM-DD> --reason "why, and what was checked"';
const problems: Record<string, string> = {
  email: 'the email address is not valid',
  birthdate: 'the birthdate must be a real day as YYYY-MM-DD, after 1900 and not after today in Japan',
  reason: 'a reason (at most 500 characters) is required: it is kept with the change',
};

const { values, positionals } = parseArgs({ allowPositionals: true, options: { reason: { type: 'string' } } });
const parsed = staffBirthdateSchema.safeParse({ email: positionals[0], birthdate: positionals[1], reason: values.reason });
if (positionals.length !== 2 || !parsed.success) {
  const fields = parsed.success ? [] : [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))];
  for (const field of fields) console.error(problems[field] ?? `${field} is not valid`);
  console.error(usage);
  process.exit(2);
}

const database = await openLocalDatabase();
const client = createPrismaClient(database.url, 1);
let exitCode = 0;
try {
  await applyMigrations(database.url);
  const saved = await changeBirthdateByStaff(client, parsed.data);
  if (saved.previous === saved.birthdate) console.log(`${parsed.data.email} already has the birthdate ${saved.birthdate}: nothing was changed.`);
  else console.log(`Changed the birthdate of ${parsed.data.email} from ${saved.previous ?? '(none)'} to ${saved.birthdate} (adult content ${saved.showAdult ? 'on' : 'off'}); recorded as an operator change with the reason.`);
} catch (error) {
  if (!isAppError(error) || error.code !== 'notFound') throw error;
  console.error(`No account has the email address ${parsed.data.email}. Nothing was changed.`);
  exitCode = 1;
} finally {
  await client.$disconnect();
  await database.stop();
}
// Said explicitly once everything is closed: `process.exitCode` alone came out as 0 here.
process.exit(exitCode);
