// The dimension the memory vector index was created with (no row if it does not exist).
// mode: read
SHOW VECTOR INDEXES YIELD name, options
WHERE name = 'memory_embedding'
RETURN options.indexConfig['vector.dimensions'] AS dimensions
