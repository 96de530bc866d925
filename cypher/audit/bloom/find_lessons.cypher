// phrase: Lessons of $bank_id
// title: Lessons and the failures behind them · 经验教训及其背后的失败
// Bloom: lessons with the episodes they were distilled from and the failures that caused
// them.
// zh: 经验教训、它们来自的片段，以及导致它们的失败。
//   :param bank_id => 'demo'
// mode: read
// $bank_id: the bank's id
MATCH (l:Memory {bank_id: $bank_id, kind: 'lesson'})
CALL (l) {
  MATCH path = (l)-[:DERIVED_FROM]->(e:Episode)
  WHERE e.bank_id = $bank_id
  RETURN path
  UNION
  MATCH path = (f:Memory)-[:CAUSES]->(l)
  WHERE f.bank_id = $bank_id
  RETURN path
}
RETURN l, path
