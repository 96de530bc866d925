// The banks' vector indexes and their state (ONLINE, POPULATING, FAILED).
// mode: read
SHOW VECTOR INDEXES YIELD name, state
WHERE name STARTS WITH 'memory_embedding_'
RETURN name, state
