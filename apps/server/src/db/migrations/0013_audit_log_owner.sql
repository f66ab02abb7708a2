-- The audit log belongs to civic_audit_owner (no login; db/roles.ts makes it before the
-- migrations run), not to the role the app runs as (civic_app), which may only read it and add
-- rows: it can neither change nor delete one, truncate the table, nor disable or drop its
-- triggers, which only an owner may. The owner's role (DATABASE_URL's) runs the migrations.
ALTER TABLE audit_log OWNER TO civic_audit_owner;
ALTER FUNCTION refuse_audit_log_change() OWNER TO civic_audit_owner;
