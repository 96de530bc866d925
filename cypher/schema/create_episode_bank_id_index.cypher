// Range index on episode bank alone: counting, exporting and deleting a bank's episodes
// (the (bank, session) index leaves out episodes without a session).
// mode: schema
CREATE INDEX episode_bank_id IF NOT EXISTS FOR (e:Episode) ON (e.bank_id)
