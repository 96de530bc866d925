// Range index on (bank, time) for recall traces: a bank's traces newest first, and retention.
// mode: schema
CREATE INDEX recall_bank_at IF NOT EXISTS FOR (r:Recall) ON (r.bank_id, r.at)
