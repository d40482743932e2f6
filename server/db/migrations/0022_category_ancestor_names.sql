ALTER TABLE "categories" ADD COLUMN "ancestor_names" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Existing categories (databases migrated after they were seeded): sub categories from their parents, then sub sub
-- categories from theirs.
UPDATE categories c SET ancestor_names = p.name FROM categories p WHERE c.level = 2 AND p.id = c.parent_id;
--> statement-breakpoint
UPDATE categories c SET ancestor_names = p.name || E'\n' || p.ancestor_names
FROM categories p WHERE c.level = 3 AND p.id = c.parent_id;
--> statement-breakpoint
-- A new or moved category takes its ancestors' names from its parent (the parent's name, then the parent's own
-- ancestors). Seeds and the console insert a level after the one above, so the parent is always there to read.
CREATE FUNCTION categories_ancestor_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.parent_id IS NULL THEN
    NEW.ancestor_names := '';
  ELSE
    SELECT CASE WHEN p.ancestor_names = '' THEN p.name ELSE p.name || E'\n' || p.ancestor_names END
    INTO NEW.ancestor_names FROM categories p WHERE p.id = NEW.parent_id;
    NEW.ancestor_names := coalesce(NEW.ancestor_names, '');
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER categories_ancestor_names BEFORE INSERT OR UPDATE OF parent_id ON categories
  FOR EACH ROW EXECUTE FUNCTION categories_ancestor_names();
--> statement-breakpoint
-- A renamed (or moved) category hands the change down: its children read their ancestors again, and theirs in turn.
CREATE FUNCTION categories_ancestor_names_cascade() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE categories SET parent_id = parent_id WHERE parent_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER categories_ancestor_names_cascade AFTER UPDATE ON categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.ancestor_names IS DISTINCT FROM NEW.ancestor_names)
  EXECUTE FUNCTION categories_ancestor_names_cascade();
--> statement-breakpoint
ALTER TABLE categories ENABLE ALWAYS TRIGGER categories_ancestor_names;
--> statement-breakpoint
ALTER TABLE categories ENABLE ALWAYS TRIGGER categories_ancestor_names_cascade;
