// Semantic recall by exact cosine similarity over the bank's memories: no index, no
// approximation, no over-fetch. Used while a bank is small enough to scan quickly.
// Scores are Neo4j's normalised cosine, (1 + cos) / 2, in [0, 1].
// mode: read
// $bank_id: the bank's id
// $vector: the query embedding
// $statuses: memory statuses to consider (active only, unless history is asked for)
// $kinds: kinds to keep, or null for all
// $top_k: how many to return
MATCH (m:Memory {bank_id: $bank_id})
WHERE m.status IN $statuses AND ($kinds IS NULL OR m.kind IN $kinds)
WITH m, vector.similarity.cosine(m.embedding, $vector) AS score
ORDER BY score DESC
LIMIT $top_k
RETURN m.id AS id, m.text AS text, m.kind AS kind, m.status AS status,
       m.importance AS importance, m.created_at AS created_at, m.occurred_at AS occurred_at,
       score,
       [(m)-[:DERIVED_FROM]->(e:Episode) WHERE e.bank_id = $bank_id
         | {episode_id: e.id, metadata_json: e.metadata_json}] AS sources
