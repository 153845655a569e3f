-- Guests' cached menus are keyed by clubs.content_version (docs/decisions/011). Every write to
-- anything a guest sees bumps it here, in the database, so no code path can forget to.

-- Any update of a club row bumps its version (unless the update already set a new one).
CREATE FUNCTION tavola_bump_own_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.content_version = OLD.content_version THEN
    NEW.content_version := OLD.content_version + 1;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER clubs_content_version BEFORE UPDATE ON clubs
  FOR EACH ROW EXECUTE FUNCTION tavola_bump_own_content_version();
--> statement-breakpoint

-- A write to a row that belongs to a club (directly or through its menu, section or item) bumps
-- that club's version. A row whose club is being deleted finds no club: nothing to bump.
CREATE FUNCTION tavola_bump_club_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
  target_club integer;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  CASE TG_TABLE_NAME
    WHEN 'menus', 'tables', 'table_zones', 'themes' THEN
      target_club := r.club_id;
    WHEN 'menu_sections', 'menu_translations', 'schedulings', 'banners' THEN
      SELECT m.club_id INTO target_club FROM menus m WHERE m.id = r.menu_id;
    WHEN 'menu_items', 'section_translations' THEN
      SELECT m.club_id INTO target_club
        FROM menu_sections s JOIN menus m ON m.id = s.menu_id WHERE s.id = r.section_id;
    WHEN 'item_translations' THEN
      SELECT m.club_id INTO target_club
        FROM menu_items i JOIN menu_sections s ON s.id = i.section_id JOIN menus m ON m.id = s.menu_id
        WHERE i.id = r.item_id;
    WHEN 'addresses' THEN
      UPDATE clubs SET content_version = content_version + 1 WHERE address_id = r.id;
      RETURN NULL;
  END CASE;
  IF target_club IS NOT NULL THEN
    UPDATE clubs SET content_version = content_version + 1 WHERE id = target_club;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER menus_content_version AFTER INSERT OR UPDATE OR DELETE ON menus
  FOR EACH ROW EXECUTE FUNCTION tavola_bump_club_content_version();
--> statement-breakpoint
CREATE TRIGGER menu_sections_content_version AFTER INSERT OR UPDATE OR DELETE ON menu_sections
  FOR EACH ROW EXECUTE FUNCTION tavola_bump_club_content_version();
--> statement-breakpoint
CREATE TRIGGER menu_items_content_version AFTER INSERT OR UPDATE OR DELETE ON menu_items
  FOR EACH ROW EXECUTE FUNCTION tavola_bump_club_content_version();
--> statement-breakpoint
CREATE TRIGGER menu_translations_content_version AFTER INSERT OR UPDATE OR DELETE ON menu_translations
  FOR EACH ROW EXECUTE FUNCTION tavola_bump_club_content_version();
--> statement-breakpoint
CREATE TRIGGER section_translations_content_version AFTER INSERT OR UPDATE OR DELETE ON section_translations
  FOR EACH ROW EXECUTE FUNCTION tavola_bump_club_content_version();
--> statement-breakpoint
CREATE TRIGGER item_translations_content_version AFTER INSERT OR UPDATE OR DELETE ON item_translations
  FOR EACH ROW EXECUTE FUNCTION tavola_bump_club_content_version();
--> statement-breakpoint
CREATE TRIGGER schedulings_content_version AFTER INSERT OR UPDATE OR DELETE ON schedulings
  FOR EACH ROW EXECUTE FUNCTION tavola_bump_club_content_version();
--> statement-breakpoint
CREATE TRIGGER banners_content_version AFTER INSERT OR UPDATE OR DELETE ON banners
  FOR EACH ROW EXECUTE FUNCTION tavola_bump_club_content_version();
--> statement-breakpoint
CREATE TRIGGER tables_content_version AFTER INSERT OR UPDATE OR DELETE ON tables
  FOR EACH ROW EXECUTE FUNCTION tavola_bump_club_content_version();
--> statement-breakpoint
CREATE TRIGGER table_zones_content_version AFTER INSERT OR UPDATE OR DELETE ON table_zones
  FOR EACH ROW EXECUTE FUNCTION tavola_bump_club_content_version();
--> statement-breakpoint
CREATE TRIGGER themes_content_version AFTER INSERT OR UPDATE OR DELETE ON themes
  FOR EACH ROW EXECUTE FUNCTION tavola_bump_club_content_version();
--> statement-breakpoint
CREATE TRIGGER addresses_content_version AFTER UPDATE ON addresses
  FOR EACH ROW EXECUTE FUNCTION tavola_bump_club_content_version();
