// Imported memories, by id: made or brought up to date with the exported properties, given
// the bank's key (full-text filter, and the label its vector indexes are on) and the vectors
// that came with them, stored as retain stores them (float32 arrays). A memory without one
// keeps any it has (a batch sent again), or is embedded after the batch.
// mode: write
// $bank_id: the bank imported into
// $bank_key: the bank's token (see schema/create_memory_text_index)
// $rows: one map per memory: id, properties, embedding (or null), embedding_ml (or null)
UNWIND $rows AS row
MERGE (m:Memory {id: row.id})
ON CREATE SET m.bank_id = $bank_id
WITH m, row
WHERE m.bank_id = $bank_id
SET m += row.properties, m.bank_key = $bank_key
SET m:$($bank_key)
WITH m, row
CALL (m, row) {
  WITH m, row WHERE row.embedding IS NOT NULL
  CALL db.create.setNodeVectorProperty(m, 'embedding', row.embedding)
}
CALL (m, row) {
  WITH m, row WHERE row.embedding_ml IS NOT NULL
  CALL db.create.setNodeVectorProperty(m, 'embedding_ml', row.embedding_ml)
}
RETURN count(m) AS merged
