// Semantic recall through the HNSW vector index. The index holds every bank's memories and
// cannot pre-filter, so it over-fetches $candidates neighbours and keeps the bank's own.
// The caller falls back to the exact scan when fewer than $top_k survive the filter.
// Scores are Neo4j's normalised cosine, (1 + cos) / 2, in [0, 1].
// mode: read
// $bank_id: the bank's id
// $vector: the query embedding
// $candidates: neighbours to fetch from the index before filtering
// $statuses: memory statuses to consider
// $kinds: kinds to keep, or null for all
// $top_k: how many to return
CALL db.index.vector.queryNodes('memory_embedding', $candidates, $vector)
YIELD node AS m, score
WHERE m.bank_id = $bank_id AND m.status IN $statuses AND ($kinds IS NULL OR m.kind IN $kinds)
WITH m, score
ORDER BY score DESC
LIMIT $top_k
RETURN m.id AS id, m.text AS text, m.kind AS kind, m.status AS status,
       m.importance AS importance, m.created_at AS created_at, m.occurred_at AS occurred_at,
       score,
       [(m)-[:DERIVED_FROM]->(e:Episode) WHERE e.bank_id = $bank_id
         | {episode_id: e.id, metadata_json: e.metadata_json}] AS sources
