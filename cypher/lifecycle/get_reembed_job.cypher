// A bank's re-embedding job as last recorded (no row: no such bank), with the bank's models
// (ml_model is null until the bank holds a multilingual vector; target_ml_model is the one
// the job moves it to) and size.
// mode: read
// $bank_id: the bank's id
MATCH (b:Bank {id: $bank_id})
RETURN b.embedding_model AS model, b.multilingual_model AS ml_model,
       b.reembed_ml_model AS target_ml_model,
       b.memory_count AS memory_count, b.reembed_state AS state,
       b.reembed_from_model AS from_model, b.reembed_from_ml_model AS from_ml_model,
       b.reembed_cursor AS cursor, b.reembed_done AS done, b.reembed_total AS total,
       b.reembed_started_at AS started_at, b.reembed_finished_at AS finished_at,
       b.reembed_error AS error
