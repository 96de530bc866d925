// phrase: Changes in $bank_id
// title: What changed · 变更记录
// Bloom: what changed in a bank: supersessions and corrections, negations, consolidation
// runs with the memories they changed, and tombstones (see audit/find_changes for the
// dated, reasoned list).
// zh: 记忆库的变更：取代与更正、否定、整理记录及其改动的记忆、墓碑。
//   :param bank_id => 'demo'
// mode: read
// $bank_id: the bank's id
CALL () {
  MATCH path = (:Memory {bank_id: $bank_id})-[:SUPERSEDES|NEGATES]->(:Memory)
  RETURN path
  UNION ALL
  MATCH path = (:Consolidation {bank_id: $bank_id})-[:CHANGED]->(:Memory)
  RETURN path
  UNION ALL
  MATCH path = (:Tombstone {bank_id: $bank_id})
  RETURN path
}
RETURN path
LIMIT 500
