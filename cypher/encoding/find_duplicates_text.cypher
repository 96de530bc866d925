// As find_duplicates_exact, for banks too large to scan: the candidates are the memories of
// the bank that share the most words with the event (full-text index, bank filter inside
// Lucene), then the exact cosine decides. A repeat worth merging (cosine >= 0.92) nearly
// always repeats words; unlike the HNSW index, which Community 5.26 cannot filter by bank,
// this lookup never spends its candidates on other banks' memories (see bench notes).
// mode: read
// $bank_id: the bank's id
// $rows: one map per event: idx, kind, vector, query (a Lucene query with +bank_key)
// $min_score: the normalised score a duplicate must reach
// $candidates: full-text hits per event before the cosine
UNWIND $rows AS row
CALL (row) {
  CALL db.index.fulltext.queryNodes('memory_text_v2', row.query, {limit: $candidates})
  YIELD node AS m
  WITH m
  WHERE m.bank_id = $bank_id AND m.status = 'active' AND m.kind = row.kind
  WITH m, vector.similarity.cosine(m.embedding, row.vector) AS score
  WHERE score >= $min_score
  RETURN m.id AS memory_id, m.text AS text, score
  ORDER BY score DESC
  LIMIT 3
}
RETURN row.idx AS idx, memory_id, text, score
