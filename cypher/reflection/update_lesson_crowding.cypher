// Store how crowded each lesson's situation is among the bank's other lessons
// (service/reflection/crowding.py); find_lessons_like reads a lesson's cosine less by it.
// mode: write
// $bank_id: the bank's id
// $rows: one map per lesson: id, crowding
UNWIND $rows AS row
MATCH (m:Memory {id: row.id})
WHERE m.bank_id = $bank_id AND m.kind = 'lesson'
SET m.crowding = row.crowding
RETURN count(m) AS updated
