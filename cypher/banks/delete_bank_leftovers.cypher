// After delete_bank_nodes: any other node that carries the bank's id (a kind added later
// than that list), up to $limit per call. It reads every node of the store, which a bank's
// deletion can afford; called until it finds none.
// mode: write
// $bank_id: the bank's id
// $limit: the most nodes deleted in this call
MATCH (n)
WHERE n.bank_id = $bank_id
WITH n LIMIT $limit
DETACH DELETE n
RETURN count(*) AS other
