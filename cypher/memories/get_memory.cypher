// One memory with everything an operator or a user needs to judge it: its properties (not
// its vectors and index terms, which are large and say nothing to a reader), the episodes
// it was derived from (with their metadata, as retain was given it), the memories it was
// derived from or that were derived from it (a consolidation, a lesson), its typed edges
// both ways, and the entities it names.
// mode: read
// $bank_id: the bank's id
// $memory_id: the memory's id
MATCH (m:Memory {id: $memory_id})
WHERE m.bank_id = $bank_id
RETURN m {.*, embedding: null, embedding_ml: null, search_text: null} AS memory,
       [(m)-[:DERIVED_FROM]->(e:Episode) WHERE e.bank_id = $bank_id
         | {episode_id: e.id, role: e.role, session_id: e.session_id, timestamp: e.timestamp,
            text: e.text, metadata_json: e.metadata_json, compacted_at: e.compacted_at}]
         AS episodes,
       [(m)-[r]->(o:Memory) WHERE o.bank_id = $bank_id
         | {type: type(r), direction: 'out', memory_id: o.id, text: o.text, status: o.status,
            reason: r.reason, weight: r.weight, at: coalesce(r.at, r.created_at)}]
       + [(m)<-[r]-(o:Memory) WHERE o.bank_id = $bank_id
         | {type: type(r), direction: 'in', memory_id: o.id, text: o.text, status: o.status,
            reason: r.reason, weight: r.weight, at: coalesce(r.at, r.created_at)}] AS edges,
       [(m)-[:MENTIONS]->(e:Entity) WHERE e.bank_id = $bank_id
         | {key: e.key, name: e.name, kind: e.kind}] AS entities
