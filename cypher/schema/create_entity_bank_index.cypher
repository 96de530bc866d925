// Range index on entity bank: entity lookups never leave their bank.
// mode: schema
CREATE INDEX entity_bank_id IF NOT EXISTS FOR (e:Entity) ON (e.bank_id)
