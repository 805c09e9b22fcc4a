-- AlterEnum
ALTER TYPE "BirthdateChannel" ADD VALUE 'PAYMENT';

-- A birthdate may change only with its audit row (docs/decisions/031): when the transaction that changed
-- "User"."birthdate" commits, it must also have written the "BirthdateChange" row saying from what to what.
-- `xmin` is the id of the transaction that wrote a row, so an older row cannot cover a later change. The
-- check is deferred to the commit so that the row may be written before or after the update. Clearing a
-- birthdate (an operator's reset, after which the member is asked again) needs no row.
CREATE FUNCTION "birthdate_change_has_audit_row"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM "BirthdateChange" AS change
    WHERE change."userId" = NEW."id"
      AND change."birthdate" = NEW."birthdate"
      AND change."previous" IS NOT DISTINCT FROM OLD."birthdate"
      AND change.xmin = pg_current_xact_id()::xid
  ) THEN
    RAISE EXCEPTION 'User.birthdate changed without its BirthdateChange row in the same transaction'
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;

CREATE CONSTRAINT TRIGGER "User_birthdate_change_audited"
AFTER UPDATE OF "birthdate" ON "User"
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW
WHEN (NEW."birthdate" IS DISTINCT FROM OLD."birthdate" AND NEW."birthdate" IS NOT NULL)
EXECUTE FUNCTION "birthdate_change_has_audit_row"();
