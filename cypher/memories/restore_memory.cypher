// Undo a soft forget: the memory gets back the status (and that status's time) it had.
// mode: write
// $bank_id: the bank's id
// $now: the time of the restore
// $memory_id: the memory's id
MATCH (m:Memory {id: $memory_id})
WHERE m.bank_id = $bank_id AND m.status = 'forgotten'
SET m.status = coalesce(m.status_before, 'active'),
    m.status_changed_at = m.status_changed_before, m.restored_at = $now
REMOVE m.status_before, m.status_changed_before
RETURN m.id AS id, m.status AS status
