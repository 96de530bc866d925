// A page of a bank's memories (without vectors and index terms), newest first (by the time
// the bank knew each), filtered.
// The cursor is the (time, id) of the last memory of the previous page.
// mode: read
// $bank_id: the bank's id
// $statuses: the statuses to list
// $kinds: the kinds to list
// $flag: a flag every listed memory carries (e.g. 'skill_candidate'), or null
// $tag: a tag every listed memory carries, or null
// $session_id: the session the memories come from, or null
// $entity_key: the canonical key of an entity they name, or null
// $since: the earliest time (inclusive)
// $until: the latest time (exclusive)
// $cursor_at: the time of the previous page's last memory, or null for the first page
// $cursor_id: the id of the previous page's last memory ('' for the first page)
// $limit: the page's size
MATCH (m:Memory {bank_id: $bank_id})
WITH m, coalesce(m.known_from, m.created_at) AS at
WHERE m.status IN $statuses AND m.kind IN $kinds
  AND at >= $since AND at < $until
  AND ($flag IS NULL OR $flag IN coalesce(m.flags, []))
  AND ($tag IS NULL OR $tag IN coalesce(m.tags, []))
  AND ($session_id IS NULL OR m.session_id = $session_id)
  AND ($entity_key IS NULL OR EXISTS {
         (m)-[:MENTIONS]->(e:Entity) WHERE e.bank_id = $bank_id AND e.key = $entity_key })
  AND ($cursor_at IS NULL OR at < $cursor_at OR (at = $cursor_at AND m.id < $cursor_id))
WITH m, at ORDER BY at DESC, m.id DESC LIMIT $limit
RETURN m {.*, embedding: null, embedding_ml: null, search_text: null} AS memory, at,
       [(m)-[:DERIVED_FROM]->(e:Episode) WHERE e.bank_id = $bank_id
         | {episode_id: e.id, metadata_json: e.metadata_json}] AS sources,
       [(m)-[:MENTIONS]->(e:Entity) WHERE e.bank_id = $bank_id | e.name] AS entities
