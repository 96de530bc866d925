// The bank's reflections: one per task or session that a trigger armed, with its state.
// mode: read
// $bank_id: the bank's id
MATCH (r:Reflection {bank_id: $bank_id})
RETURN r.scope AS scope, r.scope_kind AS scope_kind, r.scope_id AS scope_id,
       r.state AS state, r.due_at AS due_at, r.reasons AS reasons, r.runs AS runs,
       r.last_run_at AS last_run_at, r.last_result AS last_result
ORDER BY r.created_at
