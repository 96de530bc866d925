// Record how a claimed reflection ended: done (with what it learnt) or failed (tried again
// later, up to a limit). One that was triggered again while it ran goes back to pending.
// mode: write
// $bank_id: the bank's id
// $scope: the reflection's scope
// $owner: the worker that ran it (a claim lost to another worker records nothing)
// $now: the time it ended
// $state: 'done' | 'failed'
// $result: what it learnt, in a few words
// $retry_at: when a failed one is tried again (null: not again)
MATCH (r:Reflection {bank_id: $bank_id, scope: $scope})
WHERE r.lease_owner = $owner
SET r.runs = coalesce(r.runs, 0) + 1,
    r.last_run_at = $now,
    r.last_result = $result,
    r.lease_until = null,
    r.state = CASE
      WHEN r.again OR ($state = 'failed' AND $retry_at IS NOT NULL) THEN 'pending'
      ELSE $state END,
    r.due_at = CASE
      WHEN r.again THEN $now
      WHEN $state = 'failed' AND $retry_at IS NOT NULL THEN $retry_at
      ELSE r.due_at END,
    r.reflected_until = CASE WHEN $state = 'done' THEN $now ELSE r.reflected_until END,
    r.again = false
RETURN r.state AS state
