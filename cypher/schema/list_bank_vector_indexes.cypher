// The banks' vector indexes, of both spaces, and their state (ONLINE, POPULATING, FAILED).
// mode: read
SHOW VECTOR INDEXES YIELD name, state
WHERE name STARTS WITH 'memory_embedding_' OR name STARTS WITH 'memory_multilingual_'
RETURN name, state
