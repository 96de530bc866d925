// Store the raw items of a retain request as Episodes, creating the bank on first use.
// Items whose episode already exists are left alone (a retry); `created` says which are new.
// mode: write
// $bank_id: the bank's id
// $now: the time of the request
// $default_settings_json: settings for a bank created here
// $embedding_model: the model the bank's vectors are made with
// $episodes: one map per item: id, role, session_id, content, timestamp, metadata_json,
//            idempotency_key, request_id, task_id (the item's metadata.task_id, or null)
MERGE (b:Bank {id: $bank_id})
ON CREATE SET b.created_at = $now, b.updated_at = $now, b.memory_count = 0,
              b.settings_json = $default_settings_json, b.embedding_model = $embedding_model
WITH b
UNWIND $episodes AS row
MERGE (e:Episode {id: row.id})
ON CREATE SET e.bank_id = $bank_id,
              e.role = row.role,
              e.session_id = row.session_id,
              e.text = row.content,
              e.timestamp = row.timestamp,
              e.metadata_json = row.metadata_json,
              e.idempotency_key = row.idempotency_key,
              e.ingested_at = $now,
              e.request_id = row.request_id,
              e.task_id = row.task_id
RETURN e.id AS episode_id, e.request_id = row.request_id AND e.bank_id = $bank_id AS created
