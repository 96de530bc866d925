// Expire what is past its valid_until among the kinds that end (a task, a one-off query):
// status `expired`, dated when it ended (valid_until), so recall as of an earlier moment
// still sees it current. Recorded on the run. At most $limit per call.
// mode: write
// $bank_id: the bank's id
// $run_id: the run's id
// $now: the time of the run
// $c: the bank's consolidation settings (see count_plan)
// $limit: the most changed in this call
MATCH (r:Consolidation {id: $run_id})
WHERE r.bank_id = $bank_id
MATCH (m:Memory {bank_id: $bank_id})
WHERE m.status IN ['active', 'cold'] AND m.kind IN $c.expire_kinds
  AND m.valid_until IS NOT NULL AND m.valid_until <= $now
WITH r, m LIMIT $limit
WITH r, m, m.status AS was
SET m.status = 'expired', m.status_changed_at = m.valid_until, m.expired_at = m.valid_until
CREATE (r)-[:CHANGED {action: 'expired', from: was, at: $now,
                      reason: 'past valid_until ' + toString(m.valid_until)}]->(m)
RETURN count(m) AS changed
