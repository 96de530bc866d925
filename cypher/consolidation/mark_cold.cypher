// Move long-unused weak memories to `cold` (recall brings a cold memory back only on a
// strong match): unused for cold_after_days, decayed to cold_max_recency or less, of
// importance cold_max_importance or less, recalled cold_max_access times or fewer. Each
// change is recorded on the run (CHANGED, with the reason). At most $limit per call.
// mode: write
// $bank_id: the bank's id
// $run_id: the run's id
// $now: the time of the run
// $c: the bank's consolidation settings (see count_plan)
// $limit: the most changed in this call
MATCH (r:Consolidation {id: $run_id})
WHERE r.bank_id = $bank_id
MATCH (m:Memory {bank_id: $bank_id, status: 'active'})
WHERE m.kind <> 'lesson'
WITH r, m, duration.inSeconds(coalesce(m.last_accessed_at, m.last_seen_at, m.created_at),
                              $now).seconds / 86400.0 AS idle
WHERE idle >= $c.cold_after_days
  AND exp(-0.6931471805599453 * idle / coalesce(m.half_life_days, 14.0)) <= $c.cold_max_recency
  AND m.importance <= $c.cold_max_importance + 1e-9
  AND coalesce(m.access_count, 0) <= $c.cold_max_access
WITH r, m, idle LIMIT $limit
SET m.status = 'cold', m.status_changed_at = $now, m.cold_at = $now
CREATE (r)-[:CHANGED {action: 'cold', from: 'active', at: $now,
                      reason: 'unused for ' + toString(toInteger(idle)) + ' days, weak'}]->(m)
RETURN count(m) AS changed
