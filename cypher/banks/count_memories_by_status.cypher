// How many memories a bank holds in each status.
// mode: read
// $bank_id: the bank's id
MATCH (m:Memory {bank_id: $bank_id})
RETURN m.status AS status, count(*) AS memories
ORDER BY status
