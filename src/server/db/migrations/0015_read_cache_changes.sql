-- Issue 15: every server process keeps the signed-in reads it answered lately (db/readCache.ts)
-- and its sessions (auth/sessionCache.ts). These triggers tell every process what changed, on
-- the channel 'data_changes', whoever made the change (a request on any replica, a job, psql):
-- 'a:<account id>', 't:<tenant id>', or '*' for data shared by everyone. PostgreSQL sends a
-- notification when the change commits and never for a rolled-back one.
--
-- Arguments come in pairs: the key's prefix and the column holding its id. No argument: '*'.
CREATE FUNCTION data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r jsonb;
  i int;
BEGIN
  IF TG_LEVEL = 'STATEMENT' OR TG_NARGS = 0 THEN
    PERFORM pg_notify('data_changes', '*');
    RETURN NULL;
  END IF;
  FOREACH r IN ARRAY ARRAY[
    CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END,
    CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END
  ] LOOP
    CONTINUE WHEN r IS NULL;
    FOR i IN 0 .. TG_NARGS / 2 - 1 LOOP
      IF r ->> TG_ARGV[2 * i + 1] IS NOT NULL THEN
        PERFORM pg_notify('data_changes', TG_ARGV[2 * i] || ':' || (r ->> TG_ARGV[2 * i + 1]));
      END IF;
    END LOOP;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A proof belongs to its policy's tenant.
CREATE FUNCTION third_party_proof_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tenant integer;
BEGIN
  FOR tenant IN
    SELECT tenant_id FROM third_party_policies
    WHERE id IN (
      CASE WHEN TG_OP <> 'INSERT' THEN OLD.third_party_policy_id END,
      CASE WHEN TG_OP <> 'DELETE' THEN NEW.third_party_policy_id END
    )
  LOOP
    PERFORM pg_notify('data_changes', 't:' || tenant);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER accounts_changed AFTER INSERT OR UPDATE OR DELETE ON accounts FOR EACH ROW EXECUTE FUNCTION data_changed('a', 'id', 't', 'tenant_id');
--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER INSERT OR UPDATE OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION data_changed('a', 'account_id');
--> statement-breakpoint
CREATE TRIGGER tenants_changed AFTER INSERT OR UPDATE OR DELETE ON tenants FOR EACH ROW EXECUTE FUNCTION data_changed('t', 'id');
--> statement-breakpoint
CREATE TRIGGER leases_changed AFTER INSERT OR UPDATE OR DELETE ON leases FOR EACH ROW EXECUTE FUNCTION data_changed('t', 'tenant_id');
--> statement-breakpoint
CREATE TRIGGER properties_changed AFTER INSERT OR UPDATE OR DELETE ON properties FOR EACH STATEMENT EXECUTE FUNCTION data_changed();
--> statement-breakpoint
CREATE TRIGGER management_companies_changed AFTER INSERT OR UPDATE OR DELETE ON management_companies FOR EACH STATEMENT EXECUTE FUNCTION data_changed();
--> statement-breakpoint
CREATE TRIGGER policies_changed AFTER INSERT OR UPDATE OR DELETE ON policies FOR EACH ROW EXECUTE FUNCTION data_changed('a', 'account_id', 't', 'tenant_id');
--> statement-breakpoint
CREATE TRIGGER transactions_changed AFTER INSERT OR UPDATE OR DELETE ON transactions FOR EACH ROW EXECUTE FUNCTION data_changed('a', 'account_id');
--> statement-breakpoint
CREATE TRIGGER enrollments_changed AFTER INSERT OR UPDATE OR DELETE ON enrollments FOR EACH ROW EXECUTE FUNCTION data_changed('t', 'tenant_id');
--> statement-breakpoint
CREATE TRIGGER partner_policies_changed AFTER INSERT OR UPDATE OR DELETE ON partner_policies FOR EACH ROW EXECUTE FUNCTION data_changed('t', 'tenant_id');
--> statement-breakpoint
CREATE TRIGGER third_party_policies_changed AFTER INSERT OR UPDATE OR DELETE ON third_party_policies FOR EACH ROW EXECUTE FUNCTION data_changed('t', 'tenant_id');
--> statement-breakpoint
CREATE TRIGGER third_party_proofs_changed AFTER INSERT OR UPDATE OR DELETE ON third_party_proofs FOR EACH ROW EXECUTE FUNCTION third_party_proof_changed();
--> statement-breakpoint
-- TRUNCATE fires no row trigger: everything may have changed.
CREATE TRIGGER accounts_truncated AFTER TRUNCATE ON accounts FOR EACH STATEMENT EXECUTE FUNCTION data_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_truncated AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION data_changed();
--> statement-breakpoint
CREATE TRIGGER tenants_truncated AFTER TRUNCATE ON tenants FOR EACH STATEMENT EXECUTE FUNCTION data_changed();
--> statement-breakpoint
CREATE TRIGGER leases_truncated AFTER TRUNCATE ON leases FOR EACH STATEMENT EXECUTE FUNCTION data_changed();
--> statement-breakpoint
CREATE TRIGGER properties_truncated AFTER TRUNCATE ON properties FOR EACH STATEMENT EXECUTE FUNCTION data_changed();
--> statement-breakpoint
CREATE TRIGGER management_companies_truncated AFTER TRUNCATE ON management_companies FOR EACH STATEMENT EXECUTE FUNCTION data_changed();
--> statement-breakpoint
CREATE TRIGGER policies_truncated AFTER TRUNCATE ON policies FOR EACH STATEMENT EXECUTE FUNCTION data_changed();
--> statement-breakpoint
CREATE TRIGGER transactions_truncated AFTER TRUNCATE ON transactions FOR EACH STATEMENT EXECUTE FUNCTION data_changed();
--> statement-breakpoint
CREATE TRIGGER enrollments_truncated AFTER TRUNCATE ON enrollments FOR EACH STATEMENT EXECUTE FUNCTION data_changed();
--> statement-breakpoint
CREATE TRIGGER partner_policies_truncated AFTER TRUNCATE ON partner_policies FOR EACH STATEMENT EXECUTE FUNCTION data_changed();
--> statement-breakpoint
CREATE TRIGGER third_party_policies_truncated AFTER TRUNCATE ON third_party_policies FOR EACH STATEMENT EXECUTE FUNCTION data_changed();
--> statement-breakpoint
CREATE TRIGGER third_party_proofs_truncated AFTER TRUNCATE ON third_party_proofs FOR EACH STATEMENT EXECUTE FUNCTION data_changed();
