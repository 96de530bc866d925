// A new event says again what an active memory already holds: no new node. The memory's
// last-seen time is refreshed, its importance grows (log-shaped, capped) and it gains
// provenance from the new episode.
// mode: write
// $bank_id: the bank's id
// $now: the time of the request
// $merges: one map per merge: memory_id, episode_id, seen_at, importance_cap
UNWIND $merges AS row
MATCH (m:Memory {id: row.memory_id})
WHERE m.bank_id = $bank_id
MATCH (e:Episode {id: row.episode_id})
WHERE e.bank_id = $bank_id
SET m.mention_count = coalesce(m.mention_count, 1) + 1,
    m.last_seen_at = CASE WHEN m.last_seen_at IS NULL OR m.last_seen_at < row.seen_at
                          THEN row.seen_at ELSE m.last_seen_at END,
    m.importance = CASE
      WHEN m.importance >= row.importance_cap THEN m.importance
      ELSE m.importance + (row.importance_cap - m.importance) * 0.25 / (1 + log(m.mention_count))
    END
MERGE (m)-[d:DERIVED_FROM]->(e)
ON CREATE SET d.created_at = $now
RETURN m.id AS memory_id, m.importance AS importance, m.mention_count AS mention_count
