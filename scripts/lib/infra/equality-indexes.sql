-- Lets FerretDB's equality filters use an index, as they would on MongoDB (docs/infrastructure.md,
-- "Equality lookups use an index").
--
-- FerretDB 1.24 hands a top-level equality to PostgreSQL as `_jsonb->'field' @> '"value"'`, and
-- builds each MongoDB index as a btree on `(_jsonb->'field')`, which cannot answer `@>`: every
-- lookup read the whole table, however selective. For every such btree key, this adds a GIN
-- (jsonb_path_ops) index on the same expression, which can: at index creation by an event trigger,
-- and for the indexes already there when this file is applied. FerretDB does not know these
-- indexes, and drops them with their table. Applied by `scripts/infra.sh up` to FerretDB's database;
-- safe to apply again.

SET client_min_messages = warning;

CREATE OR REPLACE FUNCTION pickup_equality_indexes_of(btree oid) RETURNS void
LANGUAGE plpgsql AS $fn$
DECLARE
  keys int;
  key int;
  field text;
  target regclass;
BEGIN
  SELECT i.indnatts, i.indrelid::regclass INTO keys, target
  FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam
  WHERE i.indexrelid = btree AND am.amname = 'btree';
  -- FerretDB's own catalogue tables are read by name, not by these filters.
  IF keys IS NULL OR target::text LIKE '%\_ferretdb\_%' THEN
    RETURN;
  END IF;
  FOR key IN 1..keys LOOP
    -- A top-level field only: FerretDB hands no dotted path to PostgreSQL.
    field := substring(pg_get_indexdef(btree, key, true) FROM $re$^\(?_jsonb -> '([^']+)'::text\)?$$re$);
    CONTINUE WHEN field IS NULL;
    EXECUTE format(
      'CREATE INDEX IF NOT EXISTS %I ON %s USING gin ((_jsonb -> %L) jsonb_path_ops)',
      left('pickup_eq_' || md5(target::text || '/' || field), 63),
      target,
      field
    );
  END LOOP;
END;
$fn$;

CREATE OR REPLACE FUNCTION pickup_equality_indexes_on_create() RETURNS event_trigger
LANGUAGE plpgsql AS $fn$
DECLARE
  created record;
BEGIN
  FOR created IN
    SELECT objid FROM pg_event_trigger_ddl_commands() WHERE command_tag = 'CREATE INDEX'
  LOOP
    PERFORM pickup_equality_indexes_of(created.objid);
  END LOOP;
END;
$fn$;

DROP EVENT TRIGGER IF EXISTS pickup_equality_indexes;
CREATE EVENT TRIGGER pickup_equality_indexes ON ddl_command_end WHEN TAG IN ('CREATE INDEX')
  EXECUTE FUNCTION pickup_equality_indexes_on_create();

DO $do$
BEGIN
  PERFORM pickup_equality_indexes_of(i.indexrelid)
  FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid JOIN pg_namespace n ON n.oid = t.relnamespace
  WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast', 'public');
END;
$do$;

-- FerretDB sends its filters as prepared statements; a generic plan would not see which field a
-- parameter names, and so could never match an expression index.
DO $do$
BEGIN
  EXECUTE format('ALTER DATABASE %I SET plan_cache_mode = force_custom_plan', current_database());
END;
$do$;
