// Range index: every query on memories filters by bank.
// mode: schema
CREATE INDEX memory_bank_id IF NOT EXISTS FOR (m:Memory) ON (m.bank_id)
