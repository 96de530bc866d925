// title: Where a memory came from · 记忆从哪里来
// Where a memory came from: each episode it was derived from (the turn, tool call or
// feedback retain was given) with its role, session, time, text (and the raw text a
// compaction archived), the metadata retain was given, and when the link was made (later
// than the memory: a repeat merged into it). A consolidated memory also shows the members
// it was made of. Returned as paths too, so Browser draws memory → episodes.
// zh: 一条记忆的来源：它来自哪些片段（角色、会话、时间、原文、元数据），以及整理时合并进来的成员。
//
// Try it in Neo4j Browser:
//   :param bank_id => 'demo'
//   :param memory_id => '00000000-0000-4000-8000-000000000000'
// mode: read
// $bank_id: the bank's id
// $memory_id: the memory's id
MATCH (m:Memory {id: $memory_id})
WHERE m.bank_id = $bank_id
MATCH path = (m)-[d:DERIVED_FROM]->(source)
WHERE source.bank_id = $bank_id AND (source:Episode OR source:Memory)
OPTIONAL MATCH (source)-[:ARCHIVED_AS]->(archive:EpisodeArchive)
WHERE archive.bank_id = $bank_id
RETURN CASE WHEN source:Episode THEN 'episode' ELSE 'member' END AS source_kind,
       source.id AS source_id, source.role AS role, source.session_id AS session_id,
       coalesce(source.timestamp, source.occurred_at) AS said_at, source.text AS text,
       archive.text AS archived_text, source.metadata_json AS metadata,
       d.created_at AS linked_at, d.created_at > m.created_at AS merged_later, path
ORDER BY source_kind, said_at, source_id
