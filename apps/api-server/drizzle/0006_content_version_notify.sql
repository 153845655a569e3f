-- Guests' table contexts are cached in each API process's memory (docs/decisions/011): every
-- change of what a guest sees announces the club on the 'tavola_content' channel, and every
-- process listening there drops that club's entries. Every content write ends in an UPDATE of the
-- club's row (0005's triggers), so the clubs BEFORE UPDATE trigger is the one place that notifies;
-- a deleted club notifies from its own AFTER DELETE trigger. PostgreSQL delivers a notification
-- when its transaction commits (never for a rolled-back one) and folds identical ones of one
-- transaction into one, so a many-row edit costs a single notification.
CREATE OR REPLACE FUNCTION tavola_bump_own_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.content_version = OLD.content_version THEN
    NEW.content_version := OLD.content_version + 1;
  END IF;
  PERFORM pg_notify('tavola_content', NEW.id::text);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE FUNCTION tavola_notify_club_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tavola_content', OLD.id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER clubs_content_deleted AFTER DELETE ON clubs
  FOR EACH ROW EXECUTE FUNCTION tavola_notify_club_deleted();
