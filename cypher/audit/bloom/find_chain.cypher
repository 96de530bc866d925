// phrase: Chain of memory $memory_id in $bank_id
// title: A memory's chain · 取代与否定链
// Bloom: a memory's whole SUPERSEDES / NEGATES chain, both directions, any length.
// zh: 一条记忆完整的取代 / 否定链。
//   :param bank_id => 'demo'
//   :param memory_id => '00000000-0000-4000-8000-000000000000'
// mode: read
// $bank_id: the bank's id
// $memory_id: any memory of the chain
MATCH (m:Memory {id: $memory_id})
WHERE m.bank_id = $bank_id
MATCH path = (m)-[:SUPERSEDES|NEGATES*0..]-(:Memory)
WHERE all(x IN nodes(path) WHERE x.bank_id = $bank_id)
RETURN path
