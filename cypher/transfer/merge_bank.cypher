// The bank an import writes into: made as retain makes one when it is new, then given what
// the export's bank record keeps (name, description, settings, times; see
// service/lifecycle/transfer_rows.py). Its counts are taken after the batch
// (update_bank_counts).
// mode: write
// $bank_id: the bank imported into
// $now: the time of the import
// $default_settings_json: settings for a bank made here
// $embedding_model: the model this service embeds with
// $properties: what the bank record sets (an empty map without one)
MERGE (b:Bank {id: $bank_id})
ON CREATE SET b.created_at = $now, b.updated_at = $now, b.memory_count = 0,
              b.settings_json = $default_settings_json, b.embedding_model = $embedding_model
SET b += $properties
RETURN b.id AS id
