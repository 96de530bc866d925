// phrase: Cold, expired and skills in $bank_id
// title: Cold, expired and skill-candidate memories · 冷藏、过期与技能候选
// Bloom: memories consolidation made cold or expired or flagged as skill candidates, with
// the runs that did it.
// zh: 被整理为冷藏、过期或技能候选的记忆，以及对应的整理记录。
//   :param bank_id => 'demo'
// mode: read
// $bank_id: the bank's id
MATCH (m:Memory {bank_id: $bank_id})
WHERE m.status IN ['cold', 'expired'] OR 'skill_candidate' IN coalesce(m.flags, [])
OPTIONAL MATCH path = (run:Consolidation)-[:CHANGED]->(m)
WHERE run.bank_id = $bank_id
RETURN m, path
LIMIT 500
