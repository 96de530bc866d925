// Every property of one bank's node: the first line of its export.
// mode: read
// $bank_id: the bank's id
MATCH (b:Bank {id: $bank_id})
RETURN properties(b) AS properties
