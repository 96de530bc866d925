// title: The bank at a glance · 记忆库概览
// The bank at a glance: how many memories of each kind are in each status, and the other
// nodes it holds (episodes, entities, tombstones, recall traces, consolidation runs).
// zh: 记忆库概览：各类型、各状态的记忆数量，以及片段、实体、墓碑、召回追踪和整理记录的数量。
//
// Try it in Neo4j Browser:
//   :param bank_id => 'demo'
// mode: read
// $bank_id: the bank's id
MATCH (m:Memory {bank_id: $bank_id})
WITH m.kind AS kind, m.status AS status, count(*) AS memories
ORDER BY kind, status
WITH collect({kind: kind, status: status, memories: memories}) AS by_kind_and_status
RETURN by_kind_and_status,
       COUNT { (e:Episode {bank_id: $bank_id}) } AS episodes,
       COUNT { (n:Entity {bank_id: $bank_id}) } AS entities,
       COUNT { (t:Tombstone {bank_id: $bank_id}) } AS tombstones,
       COUNT { (r:Recall {bank_id: $bank_id}) } AS recall_traces,
       COUNT { (c:Consolidation {bank_id: $bank_id}) } AS consolidation_runs
