// The last step of deleting a bank: its own node, once nothing else of it is left.
// mode: write
// $bank_id: the bank's id
MATCH (b:Bank {id: $bank_id})
DETACH DELETE b
RETURN count(*) AS banks
