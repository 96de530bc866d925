// For each new event, the (up to three) most similar active memories of the same kind in the
// bank whose cosine reaches the dedupe threshold. Exact scan: for banks small enough to scan.
// Scores are Neo4j's normalised cosine, (1 + cos) / 2. What the user says never repeats what
// the assistant said: the user's word is what holds, the assistant's an echo of it or of an
// older one ("好的，以后出差优先全季。" / "以后出差就它了", said of another hotel).
// mode: read
// $bank_id: the bank's id
// $rows: one map per event: idx, kind, role, vector (primary space) or vector_ml (multilingual)
// $min_score: the normalised score a duplicate must reach
// $ml: the map of multilingual cosines onto the primary's scale, {a, b}: a + b · cos
// $trust: {primary, ml}: while a re-embedding job runs, the model whose vectors alone compare
//         in each space (null: every vector; see service/lifecycle/reembed.py)
UNWIND $rows AS row
CALL (row) {
  MATCH (m:Memory {bank_id: $bank_id, status: 'active'})
  WHERE m.kind = row.kind AND (row.role <> 'user' OR m.role <> 'assistant')
  WITH m, CASE WHEN row.vector_ml IS NULL
           THEN CASE WHEN $trust.primary IS NULL OR m.vector_model = $trust.primary
             THEN vector.similarity.cosine(m.embedding, row.vector) END
           ELSE CASE WHEN $trust.ml IS NULL OR m.ml_model = $trust.ml
             THEN (1 + $ml.a + $ml.b
                   * (2 * vector.similarity.cosine(m.embedding_ml, row.vector_ml) - 1)) / 2 END END AS score
  WHERE score >= $min_score
  RETURN m.id AS memory_id, m.text AS text,
         [(m)-[:MENTIONS]->(e:Entity) WHERE e.bank_id = $bank_id | e.key] AS keys, score
  ORDER BY score DESC
  LIMIT 3
}
RETURN row.idx AS idx, memory_id, text, keys, score
