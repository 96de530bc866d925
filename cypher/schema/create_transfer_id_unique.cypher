// One TransferId per (bank, id an imported episode came with): what an import re-derived the
// episode's id to, for the references of later batches (service/lifecycle/transfer_ids.py).
// mode: schema
CREATE CONSTRAINT transfer_id_unique IF NOT EXISTS
FOR (t:TransferId) REQUIRE (t.bank_id, t.source_id) IS UNIQUE
