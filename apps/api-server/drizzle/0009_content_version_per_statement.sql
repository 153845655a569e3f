-- Content versions bumped once per statement, not once per row (issue 15; docs/decisions/011).
--
-- 0005's triggers ran FOR EACH ROW: a statement writing n rows of a club updated the club's row n
-- times, each update sending a notification (0006) and, from the second one in a transaction on,
-- re-checking the club row's foreign keys (PostgreSQL re-checks a row its own transaction already
-- updated). One drag and drop of an item among 10 was 56 statements, 48 of them under these
-- triggers (10 club lookups, 10 club updates, 10 notifications, 18 foreign-key re-checks); a
-- 1,000-item spreadsheet import spent about 0.7 s of its 1.2-1.6 s in them (docs/decisions/027).
--
-- Here the same triggers run FOR EACH STATEMENT and read the rows the statement wrote from its
-- transition tables: each club those rows belong to is updated once, so it is bumped once and
-- notified once, whatever the number of rows. What bumps which club is unchanged (the club through
-- its own BEFORE UPDATE trigger, its address, themes, zones, tables, menus and everything in them;
-- a row whose club or parent is being deleted finds no club), with one addition: an update bumps
-- the club of the row before and after it, so a row moved to another parent bumps both.
--
-- PostgreSQL allows transition tables only on a trigger of one event, hence three triggers per
-- table (insert, update, delete). An INSERT ... ON CONFLICT DO UPDATE fires the insert and the
-- update triggers, each with its own rows: one bump when all rows were new or all already there.
-- Statement triggers fire for statements that wrote no row too; those find no club to bump.

-- One function per key leading from a written row to its club: it collects the keys of the rows
-- the statement wrote (a trigger of one event has only its own transition tables: new_rows for
-- insert and update, old_rows for update and delete), then updates each of their clubs once. The
-- clubs' own BEFORE UPDATE trigger (0005, 0006) sees the new version and only notifies.
CREATE FUNCTION tavola_bump_clubs_by_club_id() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  club_ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN club_ids := ARRAY(SELECT club_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN club_ids := ARRAY(SELECT club_id FROM old_rows);
  ELSE club_ids := ARRAY(SELECT club_id FROM new_rows UNION SELECT club_id FROM old_rows);
  END IF;
  UPDATE clubs SET content_version = content_version + 1 WHERE id = ANY (club_ids);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION tavola_bump_clubs_by_menu_id() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  menu_ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN menu_ids := ARRAY(SELECT menu_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN menu_ids := ARRAY(SELECT menu_id FROM old_rows);
  ELSE menu_ids := ARRAY(SELECT menu_id FROM new_rows UNION SELECT menu_id FROM old_rows);
  END IF;
  UPDATE clubs SET content_version = content_version + 1
    WHERE id IN (SELECT m.club_id FROM menus m WHERE m.id = ANY (menu_ids));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION tavola_bump_clubs_by_section_id() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  section_ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN section_ids := ARRAY(SELECT section_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN section_ids := ARRAY(SELECT section_id FROM old_rows);
  ELSE section_ids := ARRAY(SELECT section_id FROM new_rows UNION SELECT section_id FROM old_rows);
  END IF;
  UPDATE clubs SET content_version = content_version + 1
    WHERE id IN (SELECT m.club_id FROM menu_sections s JOIN menus m ON m.id = s.menu_id
                  WHERE s.id = ANY (section_ids));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION tavola_bump_clubs_by_item_id() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  item_ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN item_ids := ARRAY(SELECT item_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN item_ids := ARRAY(SELECT item_id FROM old_rows);
  ELSE item_ids := ARRAY(SELECT item_id FROM new_rows UNION SELECT item_id FROM old_rows);
  END IF;
  UPDATE clubs SET content_version = content_version + 1
    WHERE id IN (SELECT m.club_id FROM menu_items i JOIN menu_sections s ON s.id = i.section_id
                   JOIN menus m ON m.id = s.menu_id
                  WHERE i.id = ANY (item_ids));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- An address is shown by the club whose address it is (a billing address is not shown). Only
-- updates, as in 0005: a new address has no club yet, and one in use cannot be deleted.
CREATE FUNCTION tavola_bump_clubs_by_address_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE clubs SET content_version = content_version + 1
    WHERE address_id IN (SELECT id FROM new_rows UNION SELECT id FROM old_rows);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- 0005's row triggers and their function, replaced by three statement triggers per table.
DROP TRIGGER menus_content_version ON menus;--> statement-breakpoint
DROP TRIGGER tables_content_version ON tables;--> statement-breakpoint
DROP TRIGGER table_zones_content_version ON table_zones;--> statement-breakpoint
DROP TRIGGER themes_content_version ON themes;--> statement-breakpoint
DROP TRIGGER menu_sections_content_version ON menu_sections;--> statement-breakpoint
DROP TRIGGER menu_translations_content_version ON menu_translations;--> statement-breakpoint
DROP TRIGGER schedulings_content_version ON schedulings;--> statement-breakpoint
DROP TRIGGER banners_content_version ON banners;--> statement-breakpoint
DROP TRIGGER menu_items_content_version ON menu_items;--> statement-breakpoint
DROP TRIGGER section_translations_content_version ON section_translations;--> statement-breakpoint
DROP TRIGGER item_translations_content_version ON item_translations;--> statement-breakpoint
DROP TRIGGER addresses_content_version ON addresses;--> statement-breakpoint
DROP FUNCTION tavola_bump_club_content_version();--> statement-breakpoint
CREATE TRIGGER menus_content_version_insert AFTER INSERT ON menus
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tavola_bump_clubs_by_club_id();
--> statement-breakpoint
CREATE TRIGGER menus_content_version_update AFTER UPDATE ON menus
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tavola_bump_clubs_by_club_id();
--> statement-breakpoint
CREATE TRIGGER menus_content_version_delete AFTER DELETE ON menus
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tavola_bump_clubs_by_club_id();
--> statement-breakpoint
CREATE TRIGGER tables_content_version_insert AFTER INSERT ON tables
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tavola_bump_clubs_by_club_id();
--> statement-breakpoint
CREATE TRIGGER tables_content_version_update AFTER UPDATE ON tables
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tavola_bump_clubs_by_club_id();
--> statement-breakpoint
CREATE TRIGGER tables_content_version_delete AFTER DELETE ON tables
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tavola_bump_clubs_by_club_id();
--> statement-breakpoint
CREATE TRIGGER table_zones_content_version_insert AFTER INSERT ON table_zones
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tavola_bump_clubs_by_club_id();
--> statement-breakpoint
CREATE TRIGGER table_zones_content_version_update AFTER UPDATE ON table_zones
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tavola_bump_clubs_by_club_id();
--> statement-breakpoint
CREATE TRIGGER table_zones_content_version_delete AFTER DELETE ON table_zones
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tavola_bump_clubs_by_club_id();
--> statement-breakpoint
CREATE TRIGGER themes_content_version_insert AFTER INSERT ON themes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tavola_bump_clubs_by_club_id();
--> statement-breakpoint
CREATE TRIGGER themes_content_version_update AFTER UPDATE ON themes
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tavola_bump_clubs_by_club_id();
--> statement-breakpoint
CREATE TRIGGER themes_content_version_delete AFTER DELETE ON themes
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tavola_bump_clubs_by_club_id();
--> statement-breakpoint
CREATE TRIGGER menu_sections_content_version_insert AFTER INSERT ON menu_sections
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tavola_bump_clubs_by_menu_id();
--> statement-breakpoint
CREATE TRIGGER menu_sections_content_version_update AFTER UPDATE ON menu_sections
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tavola_bump_clubs_by_menu_id();
--> statement-breakpoint
CREATE TRIGGER menu_sections_content_version_delete AFTER DELETE ON menu_sections
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tavola_bump_clubs_by_menu_id();
--> statement-breakpoint
CREATE TRIGGER menu_translations_content_version_insert AFTER INSERT ON menu_translations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tavola_bump_clubs_by_menu_id();
--> statement-breakpoint
CREATE TRIGGER menu_translations_content_version_update AFTER UPDATE ON menu_translations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tavola_bump_clubs_by_menu_id();
--> statement-breakpoint
CREATE TRIGGER menu_translations_content_version_delete AFTER DELETE ON menu_translations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tavola_bump_clubs_by_menu_id();
--> statement-breakpoint
CREATE TRIGGER schedulings_content_version_insert AFTER INSERT ON schedulings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tavola_bump_clubs_by_menu_id();
--> statement-breakpoint
CREATE TRIGGER schedulings_content_version_update AFTER UPDATE ON schedulings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tavola_bump_clubs_by_menu_id();
--> statement-breakpoint
CREATE TRIGGER schedulings_content_version_delete AFTER DELETE ON schedulings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tavola_bump_clubs_by_menu_id();
--> statement-breakpoint
CREATE TRIGGER banners_content_version_insert AFTER INSERT ON banners
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tavola_bump_clubs_by_menu_id();
--> statement-breakpoint
CREATE TRIGGER banners_content_version_update AFTER UPDATE ON banners
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tavola_bump_clubs_by_menu_id();
--> statement-breakpoint
CREATE TRIGGER banners_content_version_delete AFTER DELETE ON banners
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tavola_bump_clubs_by_menu_id();
--> statement-breakpoint
CREATE TRIGGER menu_items_content_version_insert AFTER INSERT ON menu_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tavola_bump_clubs_by_section_id();
--> statement-breakpoint
CREATE TRIGGER menu_items_content_version_update AFTER UPDATE ON menu_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tavola_bump_clubs_by_section_id();
--> statement-breakpoint
CREATE TRIGGER menu_items_content_version_delete AFTER DELETE ON menu_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tavola_bump_clubs_by_section_id();
--> statement-breakpoint
CREATE TRIGGER section_translations_content_version_insert AFTER INSERT ON section_translations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tavola_bump_clubs_by_section_id();
--> statement-breakpoint
CREATE TRIGGER section_translations_content_version_update AFTER UPDATE ON section_translations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tavola_bump_clubs_by_section_id();
--> statement-breakpoint
CREATE TRIGGER section_translations_content_version_delete AFTER DELETE ON section_translations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tavola_bump_clubs_by_section_id();
--> statement-breakpoint
CREATE TRIGGER item_translations_content_version_insert AFTER INSERT ON item_translations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tavola_bump_clubs_by_item_id();
--> statement-breakpoint
CREATE TRIGGER item_translations_content_version_update AFTER UPDATE ON item_translations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tavola_bump_clubs_by_item_id();
--> statement-breakpoint
CREATE TRIGGER item_translations_content_version_delete AFTER DELETE ON item_translations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tavola_bump_clubs_by_item_id();
--> statement-breakpoint
CREATE TRIGGER addresses_content_version_update AFTER UPDATE ON addresses
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tavola_bump_clubs_by_address_id();
