// For each new event, the (up to three) most similar active memories of the same kind in the
// bank whose cosine reaches the dedupe threshold. Exact scan: for banks small enough to scan.
// Scores are Neo4j's normalised cosine, (1 + cos) / 2.
// mode: read
// $bank_id: the bank's id
// $rows: one map per event: idx, kind, vector
// $min_score: the normalised score a duplicate must reach
UNWIND $rows AS row
CALL (row) {
  MATCH (m:Memory {bank_id: $bank_id, status: 'active'})
  WHERE m.kind = row.kind
  WITH m, vector.similarity.cosine(m.embedding, row.vector) AS score
  WHERE score >= $min_score
  RETURN m.id AS memory_id, m.text AS text, score
  ORDER BY score DESC
  LIMIT 3
}
RETURN row.idx AS idx, memory_id, text, score
