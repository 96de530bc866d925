// Indexes that are not online yet, for the readiness check.
// mode: read
SHOW INDEXES YIELD name, state
WHERE state <> 'ONLINE'
RETURN count(*) AS offline, collect(name) AS names
