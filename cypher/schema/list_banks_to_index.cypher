// Banks large enough for their own vector index (see service/vector_indexes.py); at start-up
// each gets its index if it has none yet, so no large bank waits for a first recall.
// mode: read
// $min_memories: the size from which a bank gets its own index
MATCH (b:Bank)
WHERE b.memory_count >= $min_memories
RETURN b.id AS bank_id, b.memory_count AS memory_count
