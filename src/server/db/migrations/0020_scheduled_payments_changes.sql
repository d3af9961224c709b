-- Issue 31: GET /transaction keeps each policy's next payment from scheduled_payments in the
-- account's kept read (db/readCache.ts), so a change to a scheduled payment (charged, retried,
-- voided, made due again by a new payment method) tells every process, as migration 0015's
-- triggers do for the other tables a kept read reads.
CREATE TRIGGER scheduled_payments_changed AFTER INSERT OR UPDATE OR DELETE ON scheduled_payments FOR EACH ROW EXECUTE FUNCTION data_changed('a', 'account_id');
--> statement-breakpoint
CREATE TRIGGER scheduled_payments_truncated AFTER TRUNCATE ON scheduled_payments FOR EACH STATEMENT EXECUTE FUNCTION data_changed();
