// title: What changed, and why · 变更记录：改了什么，为什么
// What changed in a bank over a time range, and why, oldest first: every supersession (a
// newer value of the same thing), negation (a rejection), correction (a person's new
// version), merge (a repeat that reinforced a memory instead of adding one), consolidation
// step (clustered, created, cold, expired, skill candidate), soft forget, restore and hard
// forget (an erased node's tombstone), each with its time, the memory it changed, what
// changed it and the reason the service recorded.
// zh: 一段时间内记忆库里的每一次变更（取代、否定、更正、合并、整理、冷藏、过期、技能候选、遗忘、恢复、
// zh: 彻底删除），按时间先后，附原因。
//
// Try it in Neo4j Browser:
//   :param bank_id => 'demo'
//   :param since => datetime('2026-01-01T00:00:00Z')
//   :param until => datetime('2100-01-01T00:00:00Z')
//   :param limit => 200
// mode: read
// $bank_id: the bank's id
// $since: the start of the range (inclusive)
// $until: the end of the range (exclusive)
// $limit: the most changes returned
CALL () {
  // a newer memory SUPERSEDES an older one: a new value, or a person's correction
  MATCH (new:Memory {bank_id: $bank_id})-[r:SUPERSEDES]->(old:Memory)
  RETURN coalesce(r.at, old.superseded_at, r.created_at) AS at,
         CASE WHEN r.reason = 'correction' THEN 'corrected' ELSE 'superseded' END AS change,
         old AS memory, new AS by, coalesce(r.note, r.reason) AS reason
  UNION ALL
  // a rejection NEGATES what it rejects
  MATCH (new:Memory {bank_id: $bank_id})-[r:NEGATES]->(old:Memory)
  RETURN coalesce(old.negated_at, r.created_at) AS at, 'negated' AS change,
         old AS memory, new AS by, r.reason AS reason
  UNION ALL
  // a repeat merged into an existing memory: a source linked after the memory was made
  MATCH (m:Memory {bank_id: $bank_id})-[d:DERIVED_FROM]->(e:Episode)
  WHERE d.created_at > m.created_at
  RETURN d.created_at AS at, 'merged' AS change, m AS memory, null AS by,
         'said again: ' + left(e.text, 120) AS reason
  UNION ALL
  // consolidation runs record each change they make (CHANGED, with the reason)
  MATCH (run:Consolidation {bank_id: $bank_id})-[c:CHANGED]->(m:Memory)
  RETURN c.at AS at, c.action AS change, m AS memory, null AS by,
         c.reason + ' (run ' + run.id + ', ' + coalesce(run.trigger, 'run') + ')' AS reason
  UNION ALL
  MATCH (m:Memory {bank_id: $bank_id})
  WHERE m.forgotten_at IS NOT NULL
  RETURN m.forgotten_at AS at, 'forgotten' AS change, m AS memory, null AS by,
         m.forget_reason AS reason
  UNION ALL
  MATCH (m:Memory {bank_id: $bank_id})
  WHERE m.restored_at IS NOT NULL
  RETURN m.restored_at AS at, 'restored' AS change, m AS memory, null AS by,
         'a soft forget undone' AS reason
  UNION ALL
  // a hard forget leaves only a tombstone: id, time, reason, no content
  MATCH (t:Tombstone {bank_id: $bank_id})
  RETURN t.at AS at, 'erased' AS change, t AS memory, null AS by, t.reason AS reason
}
WITH at, change, memory, by, reason
WHERE at >= $since AND at < $until
RETURN at, change, memory.id AS memory_id, memory.kind AS kind, memory.text AS text,
       memory.status AS status_now, by.id AS by_id, by.text AS by_text, reason
ORDER BY at, change, memory_id
LIMIT $limit
