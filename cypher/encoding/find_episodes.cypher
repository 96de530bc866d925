// Which of the given episode ids the bank already holds (a retried retain), or held and
// erased (a hard forget left a tombstone: the retry must not bring the memory back).
// mode: read
// $bank_id: the bank's id
// $episode_ids: candidate episode ids
UNWIND $episode_ids AS episode_id
MATCH (e:Episode {id: episode_id})
WHERE e.bank_id = $bank_id
RETURN e.id AS episode_id,
       [(m:Memory)-[:DERIVED_FROM]->(e) WHERE m.bank_id = $bank_id | m.id] AS memory_ids
UNION ALL
UNWIND $episode_ids AS episode_id
MATCH (t:Tombstone {bank_id: $bank_id, id: episode_id})
RETURN t.id AS episode_id, [] AS memory_ids
