// Create a bank or update its name, description and settings.
// mode: write
// $bank_id: the bank's id
// $name: display name (may be null)
// $description: free text (may be null)
// $settings_json: the bank's full settings as a JSON string
// $now: the time of the request
// $embedding_model: the model the bank's vectors are made with (kept from creation)
MERGE (b:Bank {id: $bank_id})
ON CREATE SET b.created_at = $now, b.memory_count = 0, b.embedding_model = $embedding_model
SET b.name = $name,
    b.description = $description,
    b.settings_json = $settings_json,
    b.updated_at = $now
RETURN b.id AS id, b.name AS name, b.description AS description,
       b.settings_json AS settings_json, b.created_at AS created_at,
       b.updated_at AS updated_at, b.memory_count AS memory_count,
       b.embedding_model AS embedding_model, b.multilingual_model AS multilingual_model
