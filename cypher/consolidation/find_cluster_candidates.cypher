// What clustering reads: the bank's active memories that may say the same thing as others,
// each with its vector (in its own space), who said it, its full-text terms, and the keys
// of the entities it names (and of the people among them). Not lessons (reflection dedupes
// them), not transient ones, and not consolidated memories: a consolidated memory is a text
// of its own that leftovers of the last run could agree with (greedy clustering is not
// transitive), so a second run straight after would find new clusters.
// mode: read
// $bank_id: the bank's id
MATCH (m:Memory {bank_id: $bank_id, status: 'active'})
WHERE NOT m.kind IN ['lesson', 'transient'] AND coalesce(m.origin, '') <> 'consolidation'
  AND (m.embedding IS NOT NULL OR m.embedding_ml IS NOT NULL)
RETURN m.id AS id, m.text AS text, m.kind AS kind, coalesce(m.role, 'user') AS role,
       m.embedding_ml IS NOT NULL AS ml,
       CASE WHEN m.embedding_ml IS NOT NULL THEN m.embedding_ml ELSE m.embedding END AS vector,
       m.search_text AS search_text, m.importance AS importance, m.occurred_at AS occurred_at,
       [(m)-[:MENTIONS]->(e:Entity) WHERE e.bank_id = $bank_id | e.key] AS keys,
       [(m)-[:MENTIONS]->(e:Entity) WHERE e.bank_id = $bank_id AND e.kind = 'person'
         | e.key] AS people
