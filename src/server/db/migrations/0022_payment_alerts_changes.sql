-- Issue 31: GET /transaction keeps the account's payment alerts in its kept read
-- (db/readCache.ts): the stored card (its expiry, for a payment it will not reach) and the
-- non-payment notices (the cancellation date told). A change to either tells every process, as
-- migration 0015's triggers do for the other tables a kept read reads. A management company's
-- report notice has no account: it tells no one, and no kept read holds it.
CREATE TRIGGER payment_methods_changed AFTER INSERT OR UPDATE OR DELETE ON payment_methods FOR EACH ROW EXECUTE FUNCTION data_changed('a', 'account_id');
--> statement-breakpoint
CREATE TRIGGER payment_methods_truncated AFTER TRUNCATE ON payment_methods FOR EACH STATEMENT EXECUTE FUNCTION data_changed();
--> statement-breakpoint
CREATE TRIGGER policy_notices_changed AFTER INSERT OR UPDATE OR DELETE ON policy_notices FOR EACH ROW EXECUTE FUNCTION data_changed('a', 'account_id');
--> statement-breakpoint
CREATE TRIGGER policy_notices_truncated AFTER TRUNCATE ON policy_notices FOR EACH STATEMENT EXECUTE FUNCTION data_changed();
