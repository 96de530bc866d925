// Claim a bank's reflections that are due: pending ones whose time has come, and running
// ones whose holder's lease ran out (it died). The claim takes each node's write lock first
// and checks again under it, so two service instances never run the same one.
// mode: write
// $bank_id: the bank's id
// $now: the time of the claim
// $owner: this worker's id
// $lease_until: when the claim lapses if the worker does not finish
// $limit: the most claimed at once
MATCH (r:Reflection)
WHERE r.bank_id = $bank_id
  AND ((r.state = 'pending' AND r.due_at <= $now) OR (r.state = 'running' AND r.lease_until < $now))
WITH r ORDER BY r.due_at LIMIT $limit
SET r.claims = coalesce(r.claims, 0) + 1
WITH r
WHERE (r.state = 'pending' AND r.due_at <= $now) OR (r.state = 'running' AND r.lease_until < $now)
SET r.state = 'running', r.lease_owner = $owner, r.lease_until = $lease_until,
    r.started_at = $now, r.again = false
RETURN r.bank_id AS bank_id, r.scope AS scope, r.scope_kind AS scope_kind,
       r.scope_id AS scope_id
