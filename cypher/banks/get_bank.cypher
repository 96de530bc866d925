// One bank with its settings and memory count.
// mode: read
// $bank_id: the bank's id
MATCH (b:Bank {id: $bank_id})
RETURN b.id AS id, b.name AS name, b.description AS description,
       b.settings_json AS settings_json, b.created_at AS created_at,
       b.updated_at AS updated_at, b.memory_count AS memory_count,
       coalesce(b.lesson_count, 0) AS lesson_count,
       b.embedding_model AS embedding_model, b.multilingual_model AS multilingual_model,
       b.reembed_state AS reembed_state, b.reembed_from_model AS reembed_from_model,
       b.reembed_from_ml_model AS reembed_from_ml_model
