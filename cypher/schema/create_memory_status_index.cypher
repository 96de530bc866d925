// Range index on (bank, status): recall keeps to active memories of one bank.
// mode: schema
CREATE INDEX memory_bank_status IF NOT EXISTS FOR (m:Memory) ON (m.bank_id, m.status)
