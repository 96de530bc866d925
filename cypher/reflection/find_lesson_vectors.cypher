// The vectors of the bank's current reflected lessons (of their situations, each in the space
// its text went to), which service/reflection/crowding.py compares with each other.
// mode: read
// $bank_id: the bank's id
// $limit: the most lessons read (the most recent first)
MATCH (m:Memory {bank_id: $bank_id, kind: 'lesson'})
WHERE m.role = 'reflection' AND m.status IN ['active', 'cold']
  AND coalesce(m.embedding_ml, m.embedding) IS NOT NULL
WITH m ORDER BY m.created_at DESC
LIMIT $limit
RETURN m.id AS id, coalesce(m.embedding_ml, m.embedding) AS vector,
       m.embedding_ml IS NOT NULL AS ml
