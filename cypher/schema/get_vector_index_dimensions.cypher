// The dimensions the memory vector indexes were created with (one row per distinct value; no
// row when there is none yet). Bank indexes are named memory_embedding_<bank key>.
// mode: read
SHOW VECTOR INDEXES YIELD name, options
WHERE name STARTS WITH 'memory_embedding'
RETURN DISTINCT options.indexConfig['vector.dimensions'] AS dimensions
