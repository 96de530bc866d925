// One page of a bank's tombstones (what hard forgets left) for its export, in id order.
// mode: read
// $bank_id: the bank's id
// $after: the last id of the previous page ('' to start)
// $limit: the page's size
MATCH (t:Tombstone {bank_id: $bank_id})
WHERE t.id > $after
WITH t ORDER BY t.id LIMIT $limit
RETURN t.id AS key, properties(t) AS properties
ORDER BY key
