// Close the record of a consolidation run: done, stopped by the safety valve, or failed,
// with what it planned and changed; the bank records when it was last consolidated.
// mode: write
// $bank_id: the bank's id
// $run_id: the run's id
// $now: when it ended
// $state: 'done', 'stopped' or 'failed'
// $report_json: the run's report (counts planned and applied, the valve's reading, an error)
MATCH (r:Consolidation {id: $run_id})
WHERE r.bank_id = $bank_id
SET r.state = $state, r.finished_at = $now, r.report_json = $report_json
WITH r
MATCH (b:Bank {id: $bank_id})
SET b.consolidated_at = $now
RETURN r.id AS id
