// Memories of one kind in a bank: recall reads the bank's reflected lessons by it
// (recall.find_lessons_like), which a bank holds few of among many memories.
// mode: schema
CREATE INDEX memory_bank_kind IF NOT EXISTS FOR (m:Memory) ON (m.bank_id, m.kind)
