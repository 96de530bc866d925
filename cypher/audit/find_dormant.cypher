// title: Cold, expired and skill-candidate memories · 冷藏、过期与技能候选
// What consolidation set aside or singled out: memories gone cold (long unused and weak:
// recall brings them back only on a strong match), expired (a task or one-off query past
// its valid_until) and flagged as skill candidates (recalled often and lately), each with
// when and why (the reason its consolidation run recorded) and how it has been used.
// zh: 整理后被冷藏（久未使用且较弱）、过期（任务或一次性查询已过有效期）或被标为技能候选（常被召回）的记忆，附时间和原因。
//
// Try it in Neo4j Browser:
//   :param bank_id => 'demo'
//   :param limit => 100
// mode: read
// $bank_id: the bank's id
// $limit: the most memories
MATCH (m:Memory {bank_id: $bank_id})
WHERE m.status IN ['cold', 'expired'] OR 'skill_candidate' IN coalesce(m.flags, [])
UNWIND [s IN ['cold', 'expired', 'skill_candidate']
        WHERE s = m.status OR s IN coalesce(m.flags, [])] AS mark
WITH m, mark
CALL (m, mark) {
  OPTIONAL MATCH (run:Consolidation)-[c:CHANGED {action: mark}]->(m)
  WHERE run.bank_id = $bank_id
  RETURN c.reason AS reason
  ORDER BY c.at DESC
  LIMIT 1
}
RETURN mark, m.id AS memory_id, m.kind AS kind, m.status AS status, m.text AS text,
       CASE mark WHEN 'cold' THEN m.cold_at WHEN 'expired' THEN m.expired_at
                 ELSE m.skill_flagged_at END AS marked_at,
       reason, m.valid_until AS valid_until, m.importance AS importance,
       coalesce(m.access_count, 0) AS access_count, m.last_accessed_at AS last_accessed_at
ORDER BY mark, marked_at DESC, memory_id
LIMIT $limit
