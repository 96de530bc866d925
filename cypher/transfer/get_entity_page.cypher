// One page of a bank's entities for its export, in key order after $after.
// mode: read
// $bank_id: the bank's id
// $after: the last key of the previous page ('' to start)
// $limit: the page's size
MATCH (n:Entity {bank_id: $bank_id})
WHERE n.key > $after
WITH n ORDER BY n.key LIMIT $limit
RETURN n.key AS key, properties(n) AS properties
ORDER BY key
