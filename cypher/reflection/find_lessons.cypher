// The bank's current lessons that a new one may repeat or contradict: those about the same
// subject (a tool), and the most recent others, each with its vector (of its situation, in
// the space that text went to), what it says to do and what the user accepted, the episodes
// it came from and the sessions recall served it to.
// mode: read
// $bank_id: the bank's id
// $subject: the new lesson's subject (a tool name), or '' for a lesson about a request
// $limit: the most lessons read
MATCH (m:Memory)
WHERE m.bank_id = $bank_id AND m.kind = 'lesson' AND m.status IN ['active', 'cold']
WITH m ORDER BY CASE WHEN m.subject = $subject THEN 0 ELSE 1 END, m.created_at DESC
LIMIT $limit
RETURN m.id AS id, m.text AS text, m.subject AS subject, m.fix AS fix, m.method AS method,
       coalesce(m.accepted, '') AS accepted,
       m.lesson AS lesson, m.goal AS goal, m.confidence AS confidence,
       coalesce(m.mention_count, 1) AS mention_count, coalesce(m.served_in, []) AS served_in,
       coalesce(m.embedding_ml, m.embedding) AS vector, m.embedding_ml IS NOT NULL AS ml,
       [(m)-[:DERIVED_FROM]->(e:Episode) WHERE e.bank_id = $bank_id | e.id] AS episode_ids
