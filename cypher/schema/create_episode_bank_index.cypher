// Range index on (bank, session) for episodes: a session's recent turns, per bank.
// mode: schema
CREATE INDEX episode_bank_session IF NOT EXISTS FOR (e:Episode) ON (e.bank_id, e.session_id)
