// Range index on (bank, session) for memories: the tail of a session, for PRECEDES links.
// mode: schema
CREATE INDEX memory_bank_session IF NOT EXISTS FOR (m:Memory) ON (m.bank_id, m.session_id)
