// Every memory carries its bank's label (the bank_key token, "bk" + hex), which the bank's own
// vector index is defined on (schema/make_bank_vector_index). New memories get it when created;
// this labels memories stored before bank labels existed, in batches. Once all carry it, this
// reads each memory's labels and writes nothing (about 1 s per 200k memories at start-up).
// mode: schema
MATCH (m:Memory)
WHERE m.bank_key IS NOT NULL AND NOT m.bank_key IN labels(m)
CALL (m) {
  SET m:$(m.bank_key)
} IN TRANSACTIONS OF 10000 ROWS
