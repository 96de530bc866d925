// One bank with its settings and memory count.
// mode: read
// $bank_id: the bank's id
MATCH (b:Bank {id: $bank_id})
RETURN b.id AS id, b.name AS name, b.description AS description,
       b.settings_json AS settings_json, b.created_at AS created_at,
       b.updated_at AS updated_at, b.memory_count AS memory_count,
       b.embedding_model AS embedding_model
