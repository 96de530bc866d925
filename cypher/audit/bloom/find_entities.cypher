// phrase: Entities of $bank_id
// title: Entities and their memories · 实体及其记忆
// Bloom: the bank's 25 most mentioned entities with the memories that name them.
// zh: 提及最多的 25 个实体及提到它们的记忆。
//   :param bank_id => 'demo'
// mode: read
// $bank_id: the bank's id
MATCH (n:Entity {bank_id: $bank_id})
WITH n ORDER BY coalesce(n.mention_count, 0) DESC LIMIT 25
MATCH path = (m:Memory)-[:MENTIONS]->(n)
WHERE m.bank_id = $bank_id
RETURN path
LIMIT 500
