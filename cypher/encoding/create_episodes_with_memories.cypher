// Store each retained item as an Episode (the raw record) plus one Memory derived from it,
// creating the bank on first use. Items whose episode already exists are skipped, so a retry
// writes nothing new. Runs inside the request's single write transaction.
// mode: write
// $bank_id: the bank's id
// $now: the time of the request
// $default_settings_json: settings for a bank created here
// $rows: one map per item: episode_id, memory_id, role, session_id, content, timestamp,
//        metadata_json, idempotency_key, kind, importance, half_life_days, embedding
MERGE (b:Bank {id: $bank_id})
ON CREATE SET b.created_at = $now, b.updated_at = $now, b.memory_count = 0,
              b.settings_json = $default_settings_json
WITH b
UNWIND $rows AS row
MERGE (e:Episode {id: row.episode_id})
ON CREATE SET e.bank_id = $bank_id,
              e.role = row.role,
              e.session_id = row.session_id,
              e.text = row.content,
              e.timestamp = row.timestamp,
              e.metadata_json = row.metadata_json,
              e.idempotency_key = row.idempotency_key,
              e.ingested_at = $now,
              e.ingest_memory_id = row.memory_id
WITH b, e, row
WHERE e.ingest_memory_id = row.memory_id AND e.bank_id = $bank_id
CREATE (m:Memory {
  id: row.memory_id,
  bank_id: $bank_id,
  text: row.content,
  kind: row.kind,
  embedding: row.embedding,
  importance: row.importance,
  half_life_days: row.half_life_days,
  created_at: $now,
  occurred_at: row.timestamp,
  last_accessed_at: null,
  access_count: 0,
  status: 'active',
  confidence: 1.0,
  tags: [],
  session_id: row.session_id
})
CREATE (m)-[:DERIVED_FROM {created_at: $now}]->(e)
WITH b, collect({memory_id: m.id, episode_id: e.id, kind: m.kind}) AS created
SET b.memory_count = coalesce(b.memory_count, 0) + size(created), b.updated_at = $now
RETURN created
