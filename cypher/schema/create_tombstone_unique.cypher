// One tombstone per erased node in a bank: what a hard forget leaves (no content), and what
// a retried retain looks up so that it does not bring an erased item back.
// mode: schema
CREATE CONSTRAINT tombstone_bank_id IF NOT EXISTS FOR (t:Tombstone) REQUIRE (t.bank_id, t.id) IS UNIQUE
