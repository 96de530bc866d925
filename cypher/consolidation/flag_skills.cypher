// Flag memories recalled often and lately as skill candidates (flag `skill_candidate`, with
// the count it was flagged at); a flagged memory recalled more since gets its count moved.
// Recorded on the run. At most $limit per call.
// mode: write
// $bank_id: the bank's id
// $run_id: the run's id
// $now: the time of the run
// $c: the bank's consolidation settings (see count_plan)
// $limit: the most changed in this call
MATCH (r:Consolidation {id: $run_id})
WHERE r.bank_id = $bank_id
MATCH (m:Memory {bank_id: $bank_id, status: 'active'})
WHERE coalesce(m.access_count, 0) >= $c.skill_min_access
  AND m.last_accessed_at >= $now - duration({days: $c.skill_recent_days})
  AND (NOT 'skill_candidate' IN coalesce(m.flags, []) OR m.skill_count <> m.access_count)
WITH r, m LIMIT $limit
SET m.flags = CASE WHEN 'skill_candidate' IN coalesce(m.flags, []) THEN m.flags
                   ELSE coalesce(m.flags, []) + 'skill_candidate' END,
    m.skill_count = m.access_count, m.skill_flagged_at = $now
CREATE (r)-[:CHANGED {action: 'skill_candidate', at: $now,
                      reason: 'recalled ' + toString(m.access_count) + ' times, last '
                              + toString(m.last_accessed_at)}]->(m)
RETURN count(m) AS changed
