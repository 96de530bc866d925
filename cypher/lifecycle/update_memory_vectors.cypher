// Store re-embedded vectors: each memory gets its one vector, in the space its text goes to,
// tagged with the model that made it (`vector_model` or `ml_model`), so that while a job
// runs, recall and retain compare only vectors of the bank's new model (see
// service/lifecycle/reembed.py); a vector it had in the other space goes.
// mode: write
// $bank_id: the bank's id
// $rows: one map per memory: id, embedding (or null), embedding_ml (or null)
// $model: the primary model of `embedding` vectors
// $ml_model: the multilingual model of `embedding_ml` vectors (null without that space)
UNWIND $rows AS row
MATCH (m:Memory {id: row.id})
WHERE m.bank_id = $bank_id
CALL (m, row) {
  WITH m, row WHERE row.embedding IS NOT NULL
  CALL db.create.setNodeVectorProperty(m, 'embedding', row.embedding)
  SET m.vector_model = $model
  REMOVE m.embedding_ml, m.ml_model
}
CALL (m, row) {
  WITH m, row WHERE row.embedding_ml IS NOT NULL
  CALL db.create.setNodeVectorProperty(m, 'embedding_ml', row.embedding_ml)
  SET m.ml_model = $ml_model
  REMOVE m.embedding, m.vector_model
}
RETURN count(m) AS updated
