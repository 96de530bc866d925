// Range index on (bank, run) for consolidation runs: a bank's audit trail, newest first.
// mode: schema
CREATE INDEX consolidation_bank_run IF NOT EXISTS FOR (r:Consolidation) ON (r.bank_id, r.started_at)
