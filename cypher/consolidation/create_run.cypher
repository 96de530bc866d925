// Start the record of a consolidation run: what it found and did, and when, for audit.
// mode: write
// $bank_id: the bank's id
// $run_id: the run's id
// $now: when it started
// $trigger: 'request' or 'schedule'
CREATE (r:Consolidation {id: $run_id, bank_id: $bank_id, started_at: $now, state: 'running',
                         trigger: $trigger})
RETURN r.id AS id
