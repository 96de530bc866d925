// Soft forget: the memories become `forgotten`, out of recall, dedupe, conflicts and lists
// (unless asked for), with the time, the reason and the status they had, so that a restore
// puts them back as they were. Forgetting a forgotten memory changes nothing.
// mode: write
// $bank_id: the bank's id
// $now: the time of the forget
// $ids: the memories' ids
// $reason: why (the caller's words, or 'forget')
UNWIND $ids AS id
MATCH (m:Memory {id: id})
WHERE m.bank_id = $bank_id AND m.status <> 'forgotten'
SET m.status_before = m.status, m.status_changed_before = m.status_changed_at,
    m.status = 'forgotten', m.status_changed_at = $now, m.forgotten_at = $now,
    m.forget_reason = $reason
RETURN m.id AS id, m.status_before AS was
