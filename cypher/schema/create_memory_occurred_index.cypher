// Range index on (bank, occurred_at): recall's time-window channel ("yesterday", "上周").
// mode: schema
CREATE INDEX memory_bank_occurred IF NOT EXISTS FOR (m:Memory) ON (m.bank_id, m.occurred_at)
