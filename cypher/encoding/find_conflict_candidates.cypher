// For each new event, the active memories of compatible kinds it may supersede: those that
// mention one of its entities (the closest few by cosine), and the closest few in meaning
// whatever they mention, for a change of subject that entity extraction did not name
// ("I'm strictly vegetarian" → "I'm pescatarian now"). The rules in Python decide; these are
// only candidates. Entities mentioned very often ("time", "kids") are too generic to name a
// subject and select nothing. Scores are Neo4j's normalised cosine, (1 + cos) / 2. Each comes
// with the turn it was said in, where a value said alone ("It's Thursday at 2pm") finds what
// it is about. Its entity keys leave out the generic ones too: a subject shared only through
// "time" or a speaker named in every turn is no subject.
// mode: read
// $bank_id: the bank's id
// $rows: one map per event: idx, keys (entity keys), kinds (compatible kinds), vector (primary
//        space) or vector_ml (multilingual),
//        unnamed (true when memories sharing no entity are candidates too; see
//        conflicts.may_retire_unnamed),
//        query (a Lucene query with +bank_key over the event's words; '' for a small bank)
// $per_event: how many candidates per event at most, from each of the two sources
// $max_mentions: entities mentioned more often (generic concepts) do not select candidates
// $use_fulltext: true for a bank too large to scan: the closest are then taken among the
//                memories sharing the most words with the event (full-text index, bank
//                filter inside Lucene, as find_duplicates_text), not among all of the bank
// $candidates: full-text hits per event before the cosine
// $ml: the map of multilingual cosines onto the primary's scale, {a, b}: a + b · cos
// $trust: {primary, ml}: while a re-embedding job runs, the model whose vectors alone compare
//         in each space (null: every vector; see service/lifecycle/reembed.py)
UNWIND $rows AS row
CALL (row) {
  UNWIND row.keys AS key
  MATCH (n:Entity {bank_id: $bank_id, key: key})
  WHERE n.mention_count <= $max_mentions
  MATCH (n)<-[:MENTIONS]-(m:Memory)
  WHERE m.bank_id = $bank_id AND m.status = 'active' AND m.kind IN row.kinds
  WITH DISTINCT m
  WITH m, coalesce(CASE WHEN row.vector_ml IS NULL
           THEN CASE WHEN $trust.primary IS NULL OR m.vector_model = $trust.primary
             THEN vector.similarity.cosine(m.embedding, row.vector) END
           ELSE CASE WHEN $trust.ml IS NULL OR m.ml_model = $trust.ml
             THEN (1 + $ml.a + $ml.b
                   * (2 * vector.similarity.cosine(m.embedding_ml, row.vector_ml) - 1)) / 2 END END, 0.0) AS score
  ORDER BY score DESC
  LIMIT $per_event
  RETURN m, score
  UNION
  // The guard is a list to unwind, not a WHERE: the planner would seek the bank's memories
  // first and test the guard on each of them, for every event, even with the guard false.
  UNWIND CASE WHEN row.unnamed AND NOT $use_fulltext THEN [row.kinds] ELSE [] END AS kinds
  MATCH (m:Memory {bank_id: $bank_id, status: 'active'})
  WHERE m.kind IN kinds
  WITH m, coalesce(CASE WHEN row.vector_ml IS NULL
           THEN CASE WHEN $trust.primary IS NULL OR m.vector_model = $trust.primary
             THEN vector.similarity.cosine(m.embedding, row.vector) END
           ELSE CASE WHEN $trust.ml IS NULL OR m.ml_model = $trust.ml
             THEN (1 + $ml.a + $ml.b
                   * (2 * vector.similarity.cosine(m.embedding_ml, row.vector_ml) - 1)) / 2 END END, 0.0) AS score
  ORDER BY score DESC
  LIMIT $per_event
  RETURN m, score
  UNION
  WITH row WHERE row.unnamed AND $use_fulltext AND row.query <> ''
  CALL db.index.fulltext.queryNodes('memory_text_v2', row.query, {limit: $candidates})
  YIELD node AS m
  WITH m
  WHERE m.bank_id = $bank_id AND m.status = 'active' AND m.kind IN row.kinds
  WITH m, coalesce(CASE WHEN row.vector_ml IS NULL
           THEN CASE WHEN $trust.primary IS NULL OR m.vector_model = $trust.primary
             THEN vector.similarity.cosine(m.embedding, row.vector) END
           ELSE CASE WHEN $trust.ml IS NULL OR m.ml_model = $trust.ml
             THEN (1 + $ml.a + $ml.b
                   * (2 * vector.similarity.cosine(m.embedding_ml, row.vector_ml) - 1)) / 2 END END, 0.0) AS score
  ORDER BY score DESC
  LIMIT $per_event
  RETURN m, score
}
WITH row, m, max(score) AS score
RETURN row.idx AS idx, m.id AS memory_id, m.text AS text, m.kind AS kind, score,
       coalesce(m.role, 'user') AS role, m.known_from AS said_at,
       coalesce(head([(m)-[:DERIVED_FROM]->(e:Episode) WHERE e.bank_id = $bank_id | e.text]),
                m.text) AS turn,
       [(m)-[:MENTIONS]->(x:Entity) WHERE x.bank_id = $bank_id
          AND x.mention_count <= $max_mentions | x.key] AS keys
