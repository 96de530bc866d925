// How many memories each status step of a consolidation would change, read before any
// change (the safety valve weighs them against the bank's current memories): long-unused
// weak ones going cold, tasks and one-off queries past valid_until expiring, often-recalled
// ones to flag as skill candidates (or whose count moved), and old episodes to compact.
// mode: read
// $bank_id: the bank's id
// $now: the time of the run
// $c: the bank's consolidation settings: cold_after_days, cold_max_recency,
//     cold_max_importance, cold_max_access, expire_kinds, skill_min_access,
//     skill_recent_days, compact_after_days, summary_chars
MATCH (b:Bank {id: $bank_id})
RETURN
  COUNT { MATCH (m:Memory {bank_id: $bank_id, status: 'active'})
          WHERE m.kind <> 'lesson'
            AND duration.inSeconds(coalesce(m.last_accessed_at, m.last_seen_at, m.created_at),
                                   $now).seconds / 86400.0 >= $c.cold_after_days
            AND exp(-0.6931471805599453 * duration.inSeconds(coalesce(m.last_accessed_at,
                  m.last_seen_at, m.created_at), $now).seconds / 86400.0
                  / coalesce(m.half_life_days, 14.0)) <= $c.cold_max_recency
            AND m.importance <= $c.cold_max_importance + 1e-9
            AND coalesce(m.access_count, 0) <= $c.cold_max_access } AS cold,
  COUNT { MATCH (m:Memory {bank_id: $bank_id})
          WHERE m.status IN ['active', 'cold'] AND m.kind IN $c.expire_kinds
            AND m.valid_until IS NOT NULL AND m.valid_until <= $now } AS expired,
  COUNT { MATCH (m:Memory {bank_id: $bank_id, status: 'active'})
          WHERE coalesce(m.access_count, 0) >= $c.skill_min_access
            AND m.last_accessed_at >= $now - duration({days: $c.skill_recent_days})
            AND (NOT 'skill_candidate' IN coalesce(m.flags, [])
                 OR m.skill_count <> m.access_count) } AS skills,
  COUNT { MATCH (e:Episode {bank_id: $bank_id})
          WHERE e.compacted_at IS NULL AND e.timestamp <= $now - duration({days: $c.compact_after_days})
            AND size(e.text) > $c.summary_chars } AS compact,
  COUNT { MATCH (m:Memory {bank_id: $bank_id}) WHERE m.status IN ['active', 'cold'] } AS current
