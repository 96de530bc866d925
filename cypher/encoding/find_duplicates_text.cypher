// As find_duplicates_exact, for banks too large to scan: the candidates are the memories of
// the bank that share the most words with the event (full-text index, bank filter inside
// Lucene), then the exact cosine decides. A repeat worth merging (cosine >= 0.92) nearly
// always repeats words; unlike the HNSW index, which Community 5.26 cannot filter by bank,
// this lookup never spends its candidates on other banks' memories (see bench notes).
// mode: read
// $bank_id: the bank's id
// $rows: one map per event: idx, kind, role, vector (primary space) or vector_ml (multilingual), query (a Lucene query with +bank_key)
// $min_score: the normalised score a duplicate must reach
// $ml: the map of multilingual cosines onto the primary's scale, {a, b}: a + b · cos
// $trust: {primary, ml}: while a re-embedding job runs, the model whose vectors alone compare
//         in each space (null: every vector; see service/lifecycle/reembed.py)
// $candidates: full-text hits per event before the cosine
UNWIND $rows AS row
CALL (row) {
  CALL db.index.fulltext.queryNodes('memory_text_v2', row.query, {limit: $candidates})
  YIELD node AS m
  WITH m
  WHERE m.bank_id = $bank_id AND m.status = 'active' AND m.kind = row.kind
    AND (row.role <> 'user' OR m.role <> 'assistant')
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
