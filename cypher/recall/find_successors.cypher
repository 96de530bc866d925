// What the user said since each of the best matches that may give a new value of it: a value
// said later in a fragment that names neither the thing nor the person ("Saturdays at 10:15
// from the 6th of June" after "Maya's starting piano … Thursdays at 4:30"), which the question
// does not reach by itself, and so never meets the old value in recall's safety net. For each
// source: the active or cold statements of the user said after it, in its own space, the
// closest first (among its nearest neighbours in the bank's own vector index, or an exact
// scan of the bank's later memories while the bank is small), at most $per_source, with the
// source's id; shaped like recall_memories' rows (scores are the caller's to give). Whether one
// replaces its source is the safety net's to say (service/recall/currency.py).
// mode: read
// $bank_id: the bank's id
// $ids: the sources, best first
// $kinds: the kinds a new value may be said as
// $min_cosine: the least raw cosine, in the source's space, to be returned at all
// $per_source: how many later statements per source at most
// $now: the moment recall is asked for (nothing said after it)
// $vector_index: the bank's own vector index in the primary space, or null (scan)
// $vector_ml_index: the same in the multilingual space
// $neighbours: how many nearest neighbours of a source its index is asked for
UNWIND $ids AS sid
MATCH (src:Memory {id: sid})
WHERE src.bank_id = $bank_id
CALL (src) {
  // A bank with its own vector index (see service/vector_indexes.py): the source's nearest
  // neighbours in its space, then the later ones of the user among them.
  WITH src WHERE src.embedding_ml IS NULL AND $vector_index IS NOT NULL
  CALL db.index.vector.queryNodes($vector_index, $neighbours, src.embedding)
  YIELD node AS m, score AS sim
  RETURN m, sim
  UNION ALL
  WITH src WHERE src.embedding_ml IS NOT NULL AND $vector_ml_index IS NOT NULL
  CALL db.index.vector.queryNodes($vector_ml_index, $neighbours, src.embedding_ml)
  YIELD node AS m, score AS sim
  RETURN m, sim
  UNION ALL
  // A small bank: its later memories, scanned exactly.
  WITH src WHERE (src.embedding_ml IS NULL AND $vector_index IS NULL)
              OR (src.embedding_ml IS NOT NULL AND $vector_ml_index IS NULL)
  MATCH (m:Memory {bank_id: $bank_id})
  WHERE m.known_from > src.known_from
  RETURN m, CASE WHEN src.embedding_ml IS NOT NULL
                 THEN vector.similarity.cosine(m.embedding_ml, src.embedding_ml)
                 ELSE vector.similarity.cosine(m.embedding, src.embedding) END AS sim
}
WITH src, m, sim
WHERE m.bank_id = $bank_id AND m.status IN ['active', 'cold'] AND m.id <> src.id
  AND m.known_from > src.known_from AND m.known_from <= $now
  AND coalesce(m.role, 'user') = 'user' AND m.kind IN $kinds
  AND sim IS NOT NULL AND 2 * sim - 1 >= $min_cosine
WITH src, m, sim ORDER BY sim DESC
WITH src, collect(m)[..$per_source] AS later
UNWIND later AS m
RETURN src.id AS source_id, m.id AS id, m.text AS text, m.kind AS kind, m.status AS status,
       coalesce(m.role, 'user') AS role,
       coalesce(head([(m)-[:DERIVED_FROM]->(e:Episode) WHERE e.bank_id = $bank_id
                      | e.timestamp]), m.created_at) AS said_at,
       CASE WHEN m.embedding_ml IS NOT NULL THEN m.embedding_ml ELSE m.embedding END AS vector,
       m.embedding_ml IS NOT NULL AS multilingual,
       [(m)-[:MENTIONS]->(e:Entity) WHERE e.bank_id = $bank_id AND e.kind = 'person'
         | e.key] AS people,
       m.importance AS importance, m.created_at AS created_at, m.occurred_at AS occurred_at,
       m.valid_until AS valid_until, m.language AS language,
       [(m)-[:MENTIONS]->(e:Entity) WHERE e.bank_id = $bank_id | e.name] AS entities,
       [(m)-[:DERIVED_FROM]->(e:Episode) WHERE e.bank_id = $bank_id
         | {episode_id: e.id, metadata_json: e.metadata_json}] AS sources,
       CASE WHEN coalesce(m.role, 'user') = 'user'
            THEN head([(m)-[:DERIVED_FROM]->(e:Episode) WHERE e.bank_id = $bank_id
                       | left(e.text, 2000)]) END AS turn
