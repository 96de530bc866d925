// For each rejection, the active memories it may reject. First those that name what is
// rejected (they mention the rejected entity or contain the rejected phrase), the latest said
// first (by the time of the turn they came from: a memory about October said in May is
// older than one said yesterday about today);
// then the latest memories of the same session, with their similarity to the rejection, for
// a rejection that only points back ("这个方案否了", "no, not that one") or words the thing
// differently ("I don't want the subscription" after "you could subscribe to ...").
// mode: read
// $bank_id: the bank's id
// $rows: one map per rejection: idx, key (entity key or null), phrase (lower-case or ''),
//        session_id (or null), vector or vector_ml (the rejection's embedding, in its space)
// $ml: the map of multilingual cosines onto the primary's scale, {a, b}: a + b · cos
// $trust: {primary, ml}: while a re-embedding job runs, the model whose vectors alone compare
//         in each space (null: every vector; see service/lifecycle/reembed.py)
// $per_event: how many candidates per rejection at most
UNWIND $rows AS row
CALL (row) {
  MATCH (m:Memory {bank_id: $bank_id, status: 'active'})
  WITH m,
       (row.key IS NOT NULL
        AND EXISTS { (m)-[:MENTIONS]->(:Entity {bank_id: $bank_id, key: row.key}) })
       OR (row.phrase <> '' AND toLower(m.text) CONTAINS row.phrase) AS named
  WHERE named OR (row.session_id IS NOT NULL AND m.session_id = row.session_id)
  WITH m, named,
       coalesce(head([(m)-[:DERIVED_FROM]->(e:Episode) WHERE e.bank_id = $bank_id
                      | e.timestamp]), m.occurred_at) AS said_at
  RETURN m.id AS memory_id, m.text AS text, m.kind AS kind, named,
         coalesce(CASE WHEN row.vector_ml IS NULL
                  THEN CASE WHEN $trust.primary IS NULL OR m.vector_model = $trust.primary
                    THEN vector.similarity.cosine(m.embedding, row.vector) END
                  ELSE CASE WHEN $trust.ml IS NULL OR m.ml_model = $trust.ml
                    THEN (1 + $ml.a + $ml.b
                          * (2 * vector.similarity.cosine(m.embedding_ml, row.vector_ml) - 1)) / 2 END END, 0.0) AS score
  ORDER BY named DESC, said_at DESC, m.created_at DESC
  LIMIT $per_event
}
RETURN row.idx AS idx, memory_id, text, kind, named, score
