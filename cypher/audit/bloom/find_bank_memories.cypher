// phrase: Memories of $bank_id
// title: A bank's newest memories · 记忆库最新的记忆
// Bloom: a bank's 100 newest memories with the episodes they came from.
// zh: 记忆库最新的 100 条记忆及其来源片段。
//   :param bank_id => 'demo'
// mode: read
// $bank_id: the bank's id
MATCH (m:Memory {bank_id: $bank_id})
WITH m ORDER BY m.created_at DESC LIMIT 100
OPTIONAL MATCH path = (m)-[:DERIVED_FROM]->(e:Episode)
WHERE e.bank_id = $bank_id
RETURN m, path
