// As find_duplicates_exact, through the HNSW vector index with over-fetch (for large banks).
// mode: read
// $bank_id: the bank's id
// $rows: one map per event: idx, kind, vector
// $min_score: the normalised score a duplicate must reach
// $candidates: neighbours fetched per event before filtering by bank, kind and status
UNWIND $rows AS row
CALL (row) {
  CALL db.index.vector.queryNodes('memory_embedding', $candidates, row.vector)
  YIELD node AS m, score
  WHERE m.bank_id = $bank_id AND m.status = 'active' AND m.kind = row.kind
    AND score >= $min_score
  RETURN m.id AS memory_id, m.text AS text, score
  ORDER BY score DESC
  LIMIT 3
}
RETURN row.idx AS idx, memory_id, text, score
