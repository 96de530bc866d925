// phrase: Sources of memory $memory_id in $bank_id
// title: Where a memory came from · 记忆从哪里来
// Bloom: the episodes (and consolidated members) a memory was derived from.
// zh: 一条记忆的来源片段（以及整理前的成员）。
//   :param bank_id => 'demo'
//   :param memory_id => '00000000-0000-4000-8000-000000000000'
// mode: read
// $bank_id: the bank's id
// $memory_id: the memory's id
MATCH (m:Memory {id: $memory_id})
WHERE m.bank_id = $bank_id
OPTIONAL MATCH path = (m)-[:DERIVED_FROM]->(source)
WHERE source.bank_id = $bank_id
RETURN m, path
