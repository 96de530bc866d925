// Give a bank's consolidation lease back, if this owner still holds it.
// mode: write
// $bank_id: the bank's id
// $owner: this run's id
MATCH (l:ConsolidationLease {bank_id: $bank_id})
WHERE l.owner = $owner
SET l.owner = null, l.until = null
RETURN l.bank_id AS bank_id
