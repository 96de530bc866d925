// One page of a bank's reflections (one per task or session a trigger armed) for its export,
// in scope order.
// mode: read
// $bank_id: the bank's id
// $after: the last scope of the previous page ('' to start)
// $limit: the page's size
MATCH (r:Reflection {bank_id: $bank_id})
WHERE r.scope > $after
WITH r ORDER BY r.scope LIMIT $limit
RETURN r.scope AS key, properties(r) AS properties
ORDER BY key
