// Range index on (state, due time) of reflections: what the background worker claims.
// mode: schema
CREATE INDEX reflection_state_due IF NOT EXISTS FOR (r:Reflection) ON (r.state, r.due_at)
