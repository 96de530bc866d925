// The banks holding reflections that are due: pending ones whose time has come, and running
// ones whose holder's lease ran out (it died). The background worker then claims them bank by
// bank (reflection.claim_due_reflections).
// mode: read
// $now: the time of the look
// $limit: the most banks listed
MATCH (r:Reflection)
WHERE (r.state = 'pending' AND r.due_at <= $now) OR (r.state = 'running' AND r.lease_until < $now)
RETURN DISTINCT r.bank_id AS bank_id
LIMIT $limit
