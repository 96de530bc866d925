// A session reflected on at its end: a reflection pending for it has nothing left to do.
// mode: write
// $bank_id: the bank's id
// $scope: 'session:<id>'
// $now: the time of the reflection
// $result: what it learnt, in a few words
MATCH (r:Reflection {bank_id: $bank_id, scope: $scope})
WHERE r.state = 'pending'
SET r.state = 'done', r.last_run_at = $now, r.last_result = $result,
    r.reflected_until = $now, r.runs = coalesce(r.runs, 0) + 1
RETURN r.scope AS scope
