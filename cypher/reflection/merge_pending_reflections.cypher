// Arm a reflection per scope (a task or a session) that a retained item triggered: at most
// one per scope at a time. A pending one keeps its earlier due time (a task marked done
// brings it forward to now); a done one is armed again for what came since; one running now
// is marked to run once more when it finishes.
// mode: write
// $bank_id: the bank's id
// $now: the time of the request
// $triggers: one map per scope: scope ('task:<id>' | 'session:<id>'), scope_kind ('task' |
//            'session'), scope_id, reason ('tool_error' | 'correction' | 'task_done'), due_at
UNWIND $triggers AS t
MERGE (r:Reflection {bank_id: $bank_id, scope: t.scope})
ON CREATE SET r.scope_kind = t.scope_kind, r.scope_id = t.scope_id, r.created_at = $now,
              r.state = 'pending', r.due_at = t.due_at, r.reasons = [], r.runs = 0
SET r.again = r.state = 'running',
    r.due_at = CASE
      WHEN r.state = 'pending' AND r.due_at <= t.due_at THEN r.due_at
      ELSE t.due_at END,
    r.state = CASE WHEN r.state = 'running' THEN 'running' ELSE 'pending' END,
    r.reasons = CASE WHEN t.reason IN r.reasons THEN r.reasons ELSE r.reasons + t.reason END,
    r.updated_at = $now
RETURN r.scope AS scope, r.state AS state, r.due_at AS due_at
