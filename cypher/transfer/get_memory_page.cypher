// One page of a bank's memories for its export, in id order after $after, of every status,
// with every property; their vectors (embedding, embedding_ml) only when asked for.
// mode: read
// $bank_id: the bank's id
// $after: the last id of the previous page ('' to start)
// $limit: the page's size
// $with_vectors: whether the vectors go too
MATCH (m:Memory {bank_id: $bank_id})
WHERE m.id > $after
WITH m ORDER BY m.id LIMIT $limit
RETURN m.id AS key,
       CASE WHEN $with_vectors THEN properties(m)
            ELSE m {.*, embedding: null, embedding_ml: null} END AS properties
ORDER BY key
