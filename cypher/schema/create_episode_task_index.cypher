// Range index on (bank, task) for episodes: the turns of one task, which reflection reads.
// mode: schema
CREATE INDEX episode_bank_task IF NOT EXISTS FOR (e:Episode) ON (e.bank_id, e.task_id)
