// Record a re-embedding job's state on its bank: what it moves the bank to, how far it got
// (the last memory id done, the count done) and how it ended. Starting a job also switches
// the bank's models, so retain and recall use the new ones at once; until the job is done,
// they trust only the vectors tagged with them.
// mode: write
// $bank_id: the bank's id
// $now: the time of the update
// $job: {state ('running' | 'done' | 'failed'), model, ml_model, from_model, from_ml_model,
//        cursor, done, total, started_at, finished_at, error, has_ml}: the multilingual model
//        is recorded once the bank holds such vectors (recall then embeds queries with it)
MATCH (b:Bank {id: $bank_id})
SET b.reembed_state = $job.state,
    b.reembed_ml_model = $job.ml_model,
    b.reembed_from_model = $job.from_model,
    b.reembed_from_ml_model = $job.from_ml_model,
    b.reembed_cursor = $job.cursor,
    b.reembed_done = $job.done,
    b.reembed_total = $job.total,
    b.reembed_started_at = $job.started_at,
    b.reembed_finished_at = $job.finished_at,
    b.reembed_error = $job.error,
    b.embedding_model = $job.model,
    b.multilingual_model = CASE WHEN $job.has_ml THEN $job.ml_model ELSE null END,
    b.updated_at = $now
RETURN b.id AS id
