// One page of a bank's consolidation runs (the audit trail) for its export, in id order.
// mode: read
// $bank_id: the bank's id
// $after: the last id of the previous page ('' to start)
// $limit: the page's size
MATCH (r:Consolidation {bank_id: $bank_id})
WHERE r.id > $after
WITH r ORDER BY r.id LIMIT $limit
RETURN r.id AS key, properties(r) AS properties
ORDER BY key
